import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, test } from '@playwright/test'
import {
  median,
  type PageMetrics,
  type RecordedPerformance,
  recordPerformance,
  widgetTags,
} from './page-metrics.ts'

// Loads the built demo's home and article pages, Persian and English, with
// the widgets and without them (`?widgets=off`, which the demo honours by not
// starting the loader), and prints the figures as a table. The demo's own
// scripts (msw, the emulated servers, the QA panel) load either way; the
// widgets' share is the difference between the two rows.

const pages = ['/fa/', '/fa/article.html', '/en/', '/en/article.html']
const runs = Number(process.env.BENCH_RUNS ?? 3)
const built = new URL('../../../demo/dist-990', import.meta.url)

/**
 * What a script weighs over the wire, gzipped as a production server sends
 * it. Read from the built file: msw's service worker passes the page's
 * requests through, so the browser's own transfer sizes read 0 for most of them.
 */
function gzippedSize(path: string): number {
  return gzipSync(readFileSync(new URL(`.${path}`, `${built.href}/`)), { level: 9 }).length
}

async function measure(browser: Browser, url: string): Promise<PageMetrics> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(recordPerformance, widgetTags)
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.getByRole('complementary', { name: 'QA panel' }).waitFor()
  await page.waitForLoadState('networkidle')
  // Long tasks and shifts that follow the last request still count.
  await page.waitForTimeout(1500)
  const recorded = await page.evaluate(() => {
    const { benchRecord } = window as unknown as {
      benchRecord: Omit<RecordedPerformance, 'loaderStart'>
    }
    const start = performance.getEntriesByName('jc-widgets:start')[0]?.startTime ?? null
    return { ...benchRecord, loaderStart: start }
  })
  await context.close()
  return {
    scriptBytes: [...scripts].reduce((sum, path) => sum + gzippedSize(path), 0),
    scripts: [...scripts],
    firstWidget:
      recorded.widgetRendered !== null && recorded.loaderStart !== null
        ? recorded.widgetRendered - recorded.loaderStart
        : null,
    totalBlockingTime: recorded.longTasks.reduce(
      (sum, duration) => sum + Math.max(0, duration - 50),
      0,
    ),
    cumulativeLayoutShift: recorded.layoutShift,
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const milliseconds = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`)

test('page figures with and without the widgets', async () => {
  const browser = await chromium.launch(test.info().project.use.launchOptions)
  const rows: string[][] = []
  for (const path of pages) {
    const results: Record<'with' | 'without', PageMetrics[]> = { with: [], without: [] }
    for (let run = 0; run < runs; run += 1) {
      results.with.push(await measure(browser, `${path}`))
      results.without.push(await measure(browser, `${path}?widgets=off`))
    }
    const summary = (list: PageMetrics[]) => ({
      bytes: median(list.map((metrics) => metrics.scriptBytes)),
      first: list.some((metrics) => metrics.firstWidget === null)
        ? null
        : median(list.map((metrics) => metrics.firstWidget ?? 0)),
      blocking: median(list.map((metrics) => metrics.totalBlockingTime)),
      shift: median(list.map((metrics) => metrics.cumulativeLayoutShift)),
    })
    const withWidgets = summary(results.with)
    const without = summary(results.without)
    const widgetScripts = (results.with[0]?.scripts ?? []).filter(
      (script) => !results.without[0]?.scripts.includes(script),
    )
    rows.push(
      [
        path,
        'widgets',
        kilobytes(withWidgets.bytes),
        kilobytes(withWidgets.bytes - without.bytes),
        milliseconds(withWidgets.first),
        milliseconds(withWidgets.blocking),
        withWidgets.shift.toFixed(3),
        String(widgetScripts.length),
      ],
      [
        path,
        'none',
        kilobytes(without.bytes),
        '—',
        '—',
        milliseconds(without.blocking),
        without.shift.toFixed(3),
        '0',
      ],
    )
  }
  await browser.close()
  const header = [
    'Page',
    'Widgets',
    'JS transferred',
    'of which widgets',
    'First widget',
    'TBT',
    'CLS',
    'Widget files',
  ]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  console.log(
    [
      line(header),
      `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
      ...rows.map(line),
    ].join('\n'),
  )
  console.log(
    `Medians of ${runs} loads each; "First widget" counts from the loader's start (jc-widgets:start).`,
  )
})
