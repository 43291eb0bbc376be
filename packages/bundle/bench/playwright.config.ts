import { defineConfig } from '@playwright/test'

// The page benchmark: the demo as built (`vite build` + `vite preview`), on a
// port and folder of its own so it never meets a test run. Not part of CI.
const port = Number(process.env.BENCH_PORT ?? 5190)
const outDir = 'dist-990'

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 600_000,
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
    command: `npm run build -- --outDir ${outDir} && npm run preview -- --outDir ${outDir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
