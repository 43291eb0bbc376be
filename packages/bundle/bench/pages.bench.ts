import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page, test } from '@playwright/test'
import {
  median,
  type RecordedPerformance,
  readRecord,
  recordPerformance,
  shippedDir,
  widgetTags,
} from './page-metrics.ts'

// Loads the built demo's home and article pages, Persian and English, with
// the shipped files (`pnpm --filter @jc/bundle build`, copied beside the demo
// under /jc-shipped/) rather than the demo's own build of the widgets, whose
// chunks are cut differently and share modules with the demo's mocks. Each
// page is opened with `?widgets=off`, so the demo starts its mocks and QA
// panel but not its widgets; once the mocks answer, the shipped loader is
// imported, as the one script a template includes, and starts the widgets.
// Each page is measured on the native path and with the HTML Sanitizer API
// hidden before any script runs (the DOMPurify fallback), and the figures are
// printed as a table. The demo's own scripts are counted apart.

const pages = [
  '/fa/',
  '/fa/article.html',
  '/fa/filtered-article.html',
  '/en/',
  '/en/article.html',
  '/en/filtered-article.html',
]
const engines = ['native', 'fallback'] as const
type Engine = (typeof engines)[number]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const built = new URL('../../../demo/dist-990/', import.meta.url)
const shippedPrefix = `/${shippedDir}/`
const startMark = 'jc-widgets:start'

/**
 * What a script weighs over the wire, gzipped as a production server sends
 * it. Read from the built file: msw's service worker passes the page's
 * requests through, so the browser's own transfer sizes read 0 for most of them.
 */
function gzippedSize(path: string): number {
  return gzipSync(readFileSync(new URL(`.${path}`, built)), { level: 9 }).length
}

/** The loader's file, from the shipped build's manifest. */
function loaderPath(): string {
  const manifest = JSON.parse(
    readFileSync(new URL(`${shippedDir}/.vite/manifest.json`, built), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest['src/entry.ts']
  if (!entry) throw new Error('the shipped manifest has no src/entry.ts')
  return `${shippedPrefix}${entry.file}`
}

/** Waits until the page has fetched nothing for a second and nothing is in flight. */
async function networkIdle(page: Page): Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const started = () => {
    inFlight += 1
    last = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < 1000)) {
    await page.waitForTimeout(100)
  }
  page.off('request', started)
  page.off('requestfinished', ended)
  page.off('requestfailed', ended)
}

interface PageFigures {
  /** Gzipped bytes of the shipped scripts fetched before the loader ran: the loader and its static imports. */
  readonly atLoad: number
  /** The same, fetched before the first widget was up. */
  readonly byFirstWidget: number
  /** Every shipped script, once the widgets are up and the network has been idle for a second. */
  readonly total: number
  readonly shipped: readonly string[]
  /** The demo's own scripts (mocks, emulated servers, QA panel): gzipped bytes and files. */
  readonly demo: number
  readonly demoFiles: readonly string[]
  /** Other scripts started after the loader (the analytics tag container the site chrome loads). */
  readonly others: readonly string[]
  readonly firstWidget: number | null
  readonly totalBlockingTime: number
  readonly cumulativeLayoutShift: number
  readonly nativeSanitizer: boolean
  /** The widgets' calls to their servers (JComments' jtxf action, or method and path). */
  readonly calls: readonly string[]
}

async function measure(browser: Browser, path: string, engine: Engine): Promise<PageFigures> {
  console.log(`  measuring ${path} (${engine})`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(recordPerformance, {
    tags: widgetTags,
    hideSanitizer: engine === 'fallback',
  })
  page.on('pageerror', (error) => console.log(`  ${path} (${engine}): ${error.message}`))
  await page.goto(`${path}?widgets=off`, { waitUntil: 'load' })
  // The mocks answer once the QA panel is up: only then may the widgets ask.
  await page.getByRole('complementary', { name: 'QA panel' }).waitFor()
  await networkIdle(page)
  // The template's one script. A dynamic import is no Trusted Types sink, and
  // the file is on the page's own origin, as the demo's CSP requires.
  // The calls the widgets make to their servers: the first one brings ky (`http-client`).
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return
    const action = /jtxf=(\w+)/.exec(request.postData() ?? '')?.[1]
    calls.push(action ?? `${request.method()} ${new URL(request.url()).pathname}`)
  })
  // A reader who came for the comments: the thread is in view, so its widget
  // loads (far below a long article it would wait until the reader scrolls).
  await page.evaluate(() => document.querySelector('jc-comments, #jc')?.scrollIntoView())
  const loader = new URL(loaderPath(), page.url()).href
  await page.evaluate(`import(${JSON.stringify(loader)}).then(() => undefined)`)
  await page.waitForFunction(
    () => {
      const { benchRecord } = window as unknown as {
        benchRecord: { widgetRendered: number | null }
      }
      return benchRecord.widgetRendered !== null
    },
    undefined,
    { timeout: 60_000 },
  )
  await networkIdle(page)
  // Long tasks and shifts that follow the last request still count.
  await page.waitForTimeout(1500)
  const recorded: RecordedPerformance = await page.evaluate(readRecord, startMark)
  await context.close()

  const loaderStart = recorded.loaderStart ?? Number.POSITIVE_INFINITY
  const unique = (paths: readonly string[]) => [...new Set(paths)]
  const shipped = recorded.scripts.filter((script) => script.path.startsWith(shippedPrefix))
  const bytes = (paths: readonly string[]) =>
    unique(paths).reduce((sum, file) => sum + gzippedSize(file), 0)
  const before = (time: number | null) =>
    shipped
      .filter((script) => script.start < (time ?? Number.POSITIVE_INFINITY))
      .map((script) => script.path)
  const demoFiles = unique(
    recorded.scripts
      .filter((script) => !script.path.startsWith(shippedPrefix) && script.start < loaderStart)
      .map((script) => script.path),
  )
  const others = unique(
    recorded.scripts
      .filter((script) => !script.path.startsWith(shippedPrefix) && script.start >= loaderStart)
      .map((script) => script.path),
  )
  return {
    atLoad: bytes(before(recorded.loaderStart)),
    byFirstWidget: bytes(before(recorded.widgetRendered)),
    total: bytes(shipped.map((script) => script.path)),
    shipped: unique(shipped.map((script) => script.path.slice(shippedPrefix.length))),
    demo: bytes(demoFiles),
    demoFiles,
    others,
    firstWidget:
      recorded.widgetRendered !== null && recorded.loaderStart !== null
        ? recorded.widgetRendered - recorded.loaderStart
        : null,
    // What the widgets cost the main thread: long tasks and shifts from the loader's start on.
    totalBlockingTime: recorded.longTasks
      .filter((task) => task.start >= loaderStart)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    cumulativeLayoutShift: recorded.layoutShifts
      .filter((shift) => shift.start >= loaderStart)
      .reduce((sum, shift) => sum + shift.value, 0),
    nativeSanitizer: recorded.nativeSanitizer,
    calls,
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const milliseconds = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`)
/** `comments-B9x4UwLe.js` → `comments`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '')

test('shipped script per page, native and fallback', async () => {
  const browser = await chromium.launch(test.info().project.use.launchOptions)
  const rows: string[][] = []
  const notes = new Set<string>()
  for (const path of pages) {
    for (const engine of engines) {
      const results: PageFigures[] = []
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, path, engine))
      const first = results[0]
      if (!first) continue
      if (first.nativeSanitizer !== (engine === 'native')) {
        throw new Error(
          `${path}: the page ${first.nativeSanitizer ? 'had' : 'lacked'} the HTML Sanitizer API`,
        )
      }
      const fallbackFetched = first.shipped.some((file) => file.startsWith('sanitizer-fallback-'))
      const files = first.shipped.map(chunkName).sort()
      rows.push([
        path,
        `${engine}${fallbackFetched ? ' (DOMPurify fetched)' : ''}`,
        kilobytes(median(results.map((result) => result.atLoad))),
        kilobytes(median(results.map((result) => result.byFirstWidget))),
        kilobytes(median(results.map((result) => result.total))),
        `${files.length}: ${files.join(', ')}`,
        results.some((result) => result.firstWidget === null)
          ? '—'
          : milliseconds(median(results.map((result) => result.firstWidget ?? 0))),
        milliseconds(median(results.map((result) => result.totalBlockingTime))),
        median(results.map((result) => result.cumulativeLayoutShift)).toFixed(3),
      ])
      notes.add(
        `demo's own scripts, loaded before the loader in every row: ${kilobytes(first.demo)} (${first.demoFiles.length} files)`,
      )
      if (first.calls.length > 0)
        notes.add(`${path}: the widgets called their servers: ${first.calls.join(', ')}`)
      for (const other of first.others)
        notes.add(`fetched after the loader, not shipped (not counted): ${other}`)
    }
  }
  await browser.close()
  const loader = loaderPath()
  const header = [
    'Page',
    'Sanitizer',
    'At load',
    'By first widget',
    'Total',
    'Shipped files',
    'First widget',
    'TBT',
    'CLS',
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
    [
      `Gzipped script of the shipped files (medians of ${runs} loads each). At load: the loader and its static imports, fetched before it ran; by first widget: before the first widget element was defined and painted; total: once the network was idle for a second after the widgets were up. "First widget", TBT and CLS count from the loader's start (${startMark}).`,
      `The loader alone: ${loader.slice(shippedPrefix.length)}, ${kilobytes(gzippedSize(loader))}.`,
      ...notes,
    ].join('\n'),
  )
})
