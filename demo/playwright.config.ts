import { defineConfig } from '@playwright/test'
import { outDir, portOffset, shippedFolder } from './e2e/demo-build.ts'
import type { DemoOptions } from './e2e/test.ts'

const ci = Boolean(process.env.CI)

// The demo is tested as built (`vite build` + `vite preview`, what a site
// ships): every journey runs there. The dev server QA uses (`pnpm demo`)
// serves the same pages from source under the same Content Security Policy;
// there the page scans and the emulation's own checks prove it, which keeps
// the suite inside CI's time.
// E2E_PORT_OFFSET moves both servers (and the build's output folder), so two
// people, or two agents, can run the suite side by side on one machine.
// The bundle's own tsx, so that npx never goes looking for one.
const tsx = '../packages/bundle/node_modules/.bin/tsx'
const servers = {
  preview: {
    port: 4173 + portOffset,
    command: [
      `npm run build -- --outDir ${outDir}`,
      `${tsx} ../packages/bundle/scripts/build.ts ${outDir}/${shippedFolder}`,
      `npm run preview -- --outDir ${outDir} --port ${4173 + portOffset}`,
    ].join(' && '),
    testMatch: '**/*.spec.ts',
    // What does not depend on the page's direction or language runs on the Persian page alone.
    grepInvert:
      /\((?:en, )?ltr\).*(?:empty answer|two blocks|without items|server failing|when the server fails|wrong captcha|typed while a refresh|typed while a post is out)/,
  },
  dev: {
    port: 5173 + portOffset,
    command: `npm run dev -- --port ${5173 + portOffset}`,
    // E2E_DEV_ALL=1 runs every journey here too, for work on the dev server.
    testMatch: process.env.E2E_DEV_ALL
      ? '**/*.spec.ts'
      : ['**/pages.spec.ts', '**/csp-guard.spec.ts', '**/emulation.spec.ts'],
    // The dev server serves no shipped files.
    testIgnore: '**/shipped-files.spec.ts',
    // The pages' markup is the same as built, where the preview project scans
    // it with axe; here each page proves it loads from source under the CSP.
    accessibilityScans: Boolean(process.env.E2E_DEV_ALL),
  },
} as const

export default defineConfig<DemoOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  timeout: 30_000,
  // CI reads the counts from this file for its summary line.
  reporter: ci ? [['list'], ['json', { outputFile: '../reports/playwright.json' }]] : [['list']],
  outputDir: '../reports/playwright-artifacts',
  use: {
    browserName: 'chromium',
    // Debian's Chromium; Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    screenshot: 'only-on-failure',
  },
  projects: [
    ...Object.entries(servers).map(([name, server]) => ({
      name,
      testMatch: server.testMatch,
      ...('testIgnore' in server ? { testIgnore: server.testIgnore } : {}),
      ...('grepInvert' in server ? { grepInvert: server.grepInvert } : {}),
      use: {
        baseURL: `http://127.0.0.1:${server.port}`,
        ...('accessibilityScans' in server
          ? { accessibilityScans: server.accessibilityScans }
          : {}),
      },
    })),
    // The built demo in a browser without the HTML Sanitizer API (as Safari is
    // today): the widgets load DOMPurify and show long threads in slices.
    {
      name: 'fallback',
      testMatch: [
        '**/sanitizer.spec.ts',
        '**/comments-reading.spec.ts',
        '**/comments-xss.spec.ts',
        '**/comments-form.spec.ts',
        '**/comments-votes.spec.ts',
        '**/listing-tabs.spec.ts',
        '**/shipped-files.spec.ts',
      ],
      // The right-to-left pages only, and only what passes server markup
      // through the boundary: the engine depends neither on the direction nor
      // on keys, window widths, the carousel or a request's fields (the preview
      // project runs all of those), and CI has 15 minutes. The lightbox reads
      // no server HTML.
      // Nor what is about timing, retries or the page's scans rather than markup: the
      // preview project runs those, on the same markup.
      grepInvert:
        /\((?:en, )?ltr\)|keyboard|narrow window|carousel|K2 block|fast switching|accessibility scan|when the server fails|server failing|double click|empty answer|two blocks|without items|wrong captcha|edit then cancel|reloaded thread/,
      use: { baseURL: `http://127.0.0.1:${servers.preview.port}`, sanitizerApi: 'hidden' },
    },
  ],
  webServer: Object.values(servers).map(({ port, command }) => ({
    command,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !ci,
    timeout: 120_000,
  })),
})
