import { defineConfig } from '@playwright/test'
import { shippedDir } from './page-metrics.ts'

// The page benchmark: the demo as built (`vite build` + `vite preview`), on a
// port and folder of its own so it never meets a test run, with the shipped
// files (`@jc/bundle`'s build) written beside it under /jc-shipped/, which the
// benchmark loads in place of the demo's own build of the widgets. Not part of CI.
const port = Number(process.env.BENCH_PORT ?? 5190)
const outDir = 'dist-990'
// The bundle's own tsx, so that npx never goes looking for one.
const tsx = '../packages/bundle/node_modules/.bin/tsx'

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 900_000,
  reporter: [['list']],
  outputDir: '../../../reports/bench-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's Chromium; Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    cwd: '../../../demo',
    command: [
      `npm run build -- --outDir ${outDir}`,
      `${tsx} ../packages/bundle/scripts/build.ts ${outDir}/${shippedDir}`,
      `npm run preview -- --outDir ${outDir} --port ${port}`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
})
