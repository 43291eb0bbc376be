/**
 * The comments benchmark (issues 4 and 15): in headless Chromium, for threads
 * of 500 and 2,000 comments, the time from the ShowPage answer to a rendered,
 * interactive tree (and, where the thread is shown in slices, to its first
 * top-level comment), and from one updateTree answer to the appended comment,
 * and the longest time between two frames and the total blocking time while
 * the thread renders,
 * beside the floor of assigning the same tree HTML with innerHTML, timed in
 * turns. Widget and floor are each timed with the comments stylesheet as it
 * ships (`content-visibility: auto`) and with `content-visibility: visible`
 * forced. Each thread is timed with both engines of the sanitizing boundary:
 * the browser's HTML Sanitizer, then DOMPurify, with the native API hidden
 * before the page's script runs. It builds bench/ with Vite (a production
 * build, so React runs as it ships), serves it, drives /usr/bin/chromium and
 * prints a table per thread size and engine (median and min).
 *
 * Run: pnpm --filter @jc/comments-widget bench
 *   RUNS=n      runs per case (default 12 at 500 comments, 6 at 2,000)
 *   WARMUP=n    warm-up turns per case (default 2)
 *   SIZES=500   the thread sizes (default 500,2000)
 *   ENGINES=dompurify   the engines (default native,dompurify)
 *   PROFILE=1   an unminified build, and where one first render's time goes, per case:
 *               each stage with its callees, the browser's shared functions by
 *               caller, then the heaviest functions (TOP=n of them, default 30)
 *   UNDER=name  with PROFILE, also the self time of everything the named function calls
 * Not part of CI: a timed figure is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BoundSample, Ends, Sample, Styling } from './page.ts'

interface ViteLike {
  build(config: object): Promise<unknown>
  preview(config: object): Promise<{
    resolvedUrls: { local: string[] } | null
    close(): Promise<void>
  }>
}
interface PageLike {
  on(event: 'console', listener: (message: { type(): string; text(): string }) => void): void
  on(event: 'pageerror', listener: (error: Error) => void): void
  on(
    event: 'dialog',
    listener: (dialog: { message(): string; dismiss(): Promise<void> }) => void,
  ): void
  addInitScript(script: () => void): Promise<void>
  goto(url: string): Promise<unknown>
  waitForFunction(script: string, arg?: unknown, options?: { timeout: number }): Promise<unknown>
  evaluate<R, A>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  context(): { newCDPSession(page: PageLike): Promise<CdpSession> }
  close(): Promise<void>
}
interface CdpSession {
  send(method: string, params?: object): Promise<{ profile?: CpuProfile }>
}
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number
    readonly callFrame: { functionName: string; url: string; lineNumber: number }
    readonly children?: readonly number[]
  }[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}
interface ChromiumLike {
  launch(options: object): Promise<{
    version(): string
    newPage(): Promise<PageLike>
    close(): Promise<void>
  }>
}

// Vite and Playwright are the demo's tools; the benchmark borrows them rather than adding them here.
const demo = createRequire(new URL('../../../demo/package.json', import.meta.url))
const vite = demo('vite') as ViteLike
const { chromium } = demo('@playwright/test') as { chromium: ChromiumLike }

type Engine = 'native' | 'dompurify'
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((item) => item.trim())
const sizes = list(process.env.SIZES, '500,2000').map(Number)
const engines = list(process.env.ENGINES, 'native,dompurify') as Engine[]
// A 2,000-comment turn takes four times as long: fewer of them by default.
const runsFor = (size: number) => Number(process.env.RUNS ?? (size > 1000 ? 6 : 12))
const warmup = Number(process.env.WARMUP ?? 2)
// PROFILE=1: an unminified build, and the functions one first render spends its time in.
const profile = process.env.PROFILE === '1'
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 30)
const root = path.dirname(fileURLToPath(import.meta.url))

function stats(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return {
    median:
      sorted.length % 2
        ? (sorted[middle] ?? Number.NaN)
        : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  }
}
type Stats = ReturnType<typeof stats>

const ms = (value: number) => value.toFixed(1).padStart(8)

/**
 * Hides the HTML Sanitizer API before any of the page's code runs, so the
 * boundary falls back to DOMPurify (run by Playwright in the page).
 */
function hideNativeSanitizer(): void {
  const api = Document as { parseHTML?: unknown }
  delete api.parseHTML
  const element = Element.prototype as { setHTML?: unknown }
  delete element.setHTML
}

// The steps between the answer and the painted tree, by the function each one runs in.
const stages = [
  'decodeResponse',
  'parseScript',
  'sliceThread',
  'prepareMarkup',
  'neutralizeInlineHandlers',
  'sanitizeWith',
  'parse',
  'sanitize',
  'finishSanitizing',
  'parseHandler',
  'parseThread',
  'parseItems',
  'performWorkOnRoot',
  'commitRoot',
  'getBoundingClientRect',
]

/** Time spent inside each stage's function, its callees included, per sample. */
function printStages(cpu: CpuProfile, selfTime: ReadonlyMap<number, number>): void {
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]))
  const inside = new Map<string, number>()
  const visit = (id: number, open: ReadonlySet<string>) => {
    const node = byId.get(id)
    if (!node) return
    const name = node.callFrame.functionName
    const here = stages.includes(name) && !open.has(name) ? new Set([...open, name]) : open
    for (const stage of here) inside.set(stage, (inside.get(stage) ?? 0) + (selfTime.get(id) ?? 0))
    for (const child of node.children ?? []) visit(child, here)
  }
  if (cpu.nodes[0]) visit(cpu.nodes[0].id, new Set())
  console.log('\nPer first render and append, callees included:')
  for (const stage of stages) console.log(`${ms((inside.get(stage) ?? 0) / 5)} ms  ${stage}`)
}

// The browser's own functions that a render calls from several places.
const shared = [
  'querySelectorAll',
  'remove',
  'insertBefore',
  'append',
  'getAttribute',
  'setAttribute',
  '(garbage collector)',
]

/** Of the shared functions' self time, how much each caller spends, per sample. */
function printCallers(cpu: CpuProfile, selfTime: ReadonlyMap<number, number>): void {
  const parentOf = new Map<number, number>()
  for (const node of cpu.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]))
  const callers = new Map<string, number>()
  for (const node of cpu.nodes) {
    const name = node.callFrame.functionName
    if (!shared.includes(name)) continue
    const parent = byId.get(parentOf.get(node.id) ?? -1)?.callFrame.functionName || '(anonymous)'
    const key = `${name} ← ${parent}`
    callers.set(key, (callers.get(key) ?? 0) + (selfTime.get(node.id) ?? 0))
  }
  const under = process.env.UNDER
  if (under) {
    const inside = new Map<string, number>()
    const visit = (id: number, open: boolean) => {
      const node = byId.get(id)
      if (!node) return
      const here = open || node.callFrame.functionName === under
      if (here) {
        const key = node.callFrame.functionName || '(anonymous)'
        inside.set(key, (inside.get(key) ?? 0) + (selfTime.get(id) ?? 0))
      }
      for (const child of node.children ?? []) visit(child, here)
    }
    if (cpu.nodes[0]) visit(cpu.nodes[0].id, false)
    console.log(`\nSelf time inside ${under}, per sample:`)
    for (const [key, time] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`${ms(time / 5)} ms  ${key}`)
    }
  }
  console.log('\nThe browser functions a render shares, by caller, per sample:')
  for (const [key, time] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms(time / 5)} ms  ${key}`)
  }
}

/** Self time per function over a few first renders and appends, the heaviest first. */
async function printProfile(page: PageLike): Promise<void> {
  for (let index = 0; index < 3; index++)
    await page.evaluate(() => window.jcBench.widgetSample(), null)
  const session = await page.context().newCDPSession(page)
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 100 })
  await session.send('Profiler.start')
  for (let index = 0; index < 5; index++)
    await page.evaluate(() => window.jcBench.widgetSample(), null)
  const { profile: cpu } = await session.send('Profiler.stop')
  if (!cpu) throw new Error('no profile')
  const selfTime = new Map<number, number>()
  cpu.samples.forEach((node, index) => {
    selfTime.set(node, (selfTime.get(node) ?? 0) + (cpu.timeDeltas[index] ?? 0) / 1000)
  })
  const byFunction = new Map<string, number>()
  const outside = new Map<string, number>()
  let total = 0
  for (const node of cpu.nodes) {
    const time = selfTime.get(node.id) ?? 0
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') {
      outside.set(functionName, (outside.get(functionName) ?? 0) + time)
      continue
    }
    total += time
    const key = `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}:${lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + time)
  }
  printStages(cpu, selfTime)
  printCallers(cpu, selfTime)
  console.log(
    `\nSelf time over 5 first renders and appends (${total.toFixed(0)} ms busy in script and DOM calls; (program), mostly the browser's own style, layout and paint: ${(outside.get('(program)') ?? 0).toFixed(0)} ms; idle: ${(outside.get('(idle)') ?? 0).toFixed(0)} ms):`,
  )
  for (const [key, time] of [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 30))) {
    console.log(`${ms(time)} ms ${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
  }
}

interface CaseResult {
  readonly size: number
  readonly engine: string
  readonly bytes: number
  readonly runs: number
  readonly load: readonly [number, number]
  readonly samples: readonly Sample[]
  readonly bounds: readonly BoundSample[]
  readonly steps: Record<string, number>
  readonly probe: Record<string, string>
}

const styles: readonly Styling[] = ['shipped', 'visible']

/** A Markdown table, the first column left-aligned, the others right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

interface Figures {
  readonly render: Record<Styling, Stats>
  readonly floor: Record<Styling, Stats>
}

/** One figure's median and min per styling. */
function perStyling<T>(
  samples: readonly T[],
  pick: (sample: T, styling: Styling) => number,
): Record<Styling, Stats> {
  return Object.fromEntries(
    styles.map((styling) => [styling, stats(samples.map((sample) => pick(sample, styling)))]),
  ) as Record<Styling, Stats>
}

/** Each figure's median and min per styling, with the widget's ratio to the floor. */
function figures(samples: readonly Sample[], end: keyof Ends): Figures {
  const of = (pick: (sample: Sample, styling: Styling) => number) => perStyling(samples, pick)
  return {
    render: of((sample, styling) => sample.widget[styling].firstRender[end]),
    floor: of((sample, styling) => sample.floor[styling].floor[end]),
  }
}

/** The bound's figures and those of the floor timed in turns with it, or null where there is no bound. */
function boundFigures(samples: readonly BoundSample[], end: keyof Ends): Figures | null {
  if (samples.length === 0) return null
  const of = (pick: (sample: BoundSample, styling: Styling) => number) => perStyling(samples, pick)
  return {
    render: of((sample, styling) => sample.bound[styling].floor[end]),
    floor: of((sample, styling) => sample.floor[styling].floor[end]),
  }
}

function printCase(result: CaseResult): void {
  const { samples } = result
  const painted = figures(samples, 'painted')
  const layout = figures(samples, 'layout')
  const of = (pick: (sample: Sample, styling: Styling) => number) => perStyling(samples, pick)
  const screen = of((sample, styling) => sample.widget[styling].firstScreen.painted)
  const append = of((sample, styling) => sample.widget[styling].append)
  const widgetFrame = of((sample, styling) => sample.widget[styling].longestFrame)
  const floorFrame = of((sample, styling) => sample.floor[styling].longestFrame)
  const widgetBlocking = of((sample, styling) => sample.widget[styling].blocking)
  const floorBlocking = of((sample, styling) => sample.floor[styling].blocking)
  const time = (value: number) => value.toFixed(value < 20 ? 1 : 0)
  const times = (values: Record<Styling, Stats>) =>
    styles.flatMap((styling) => [time(values[styling].median), time(values[styling].min)])
  const ratios = (a: Record<Styling, Stats>, b: Record<Styling, Stats>) =>
    styles.flatMap((styling) => [
      `${(a[styling].median / b[styling].median).toFixed(2)}×`,
      `${(a[styling].min / b[styling].min).toFixed(2)}×`,
    ])
  const boundRows = (end: keyof Ends, label: string) => {
    const bound = boundFigures(result.bounds, end)
    return bound
      ? [
          [`sanitizing parse alone → ${label}`, ...times(bound.render)],
          ['its ratio to its floor', ...ratios(bound.render, bound.floor)],
        ]
      : []
  }
  console.log(
    `\n${result.size.toLocaleString('en')} comments, engine: ${result.engine} (ShowPage answer ${(result.bytes / 1024).toFixed(0)} KiB); ${result.runs} runs after ${warmup} warm-up; load average ${result.load[0].toFixed(1)} before, ${result.load[1].toFixed(1)} after\n`,
  )
  console.log(
    table(
      ['ms', 'c-v auto: median', 'min', 'c-v visible: median', 'min'],
      [
        ['first render → painted', ...times(painted.render)],
        ['floor → painted', ...times(painted.floor)],
        ['ratio, painted', ...ratios(painted.render, painted.floor)],
        ...boundRows('painted', 'painted'),
        ['first render → forced layout', ...times(layout.render)],
        ['floor → forced layout', ...times(layout.floor)],
        ['ratio, forced layout', ...ratios(layout.render, layout.floor)],
        ...boundRows('layout', 'forced layout'),
        ['first screen → painted', ...times(screen)],
        ['first screen / floor painted', ...ratios(screen, painted.floor)],
        ['one append → forced layout', ...times(append)],
        ['longest frame, widget', ...times(widgetFrame)],
        ['longest frame, floor', ...times(floorFrame)],
        ['total blocking time, widget', ...times(widgetBlocking)],
        ['total blocking time, floor', ...times(floorBlocking)],
      ],
    ),
  )
  console.log(
    `\nPure steps, median of ${phaseRuns}, outside the element: ${Object.entries(result.steps)
      .map(([name, value]) => `${name} ${value.toFixed(1)} ms`)
      .join(', ')}`,
  )
  console.log(
    `Top-level comments laid out: ${styles.map((styling) => `${styling}: ${result.probe[styling]}`).join('; ')}`,
  )
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

function printAims(results: readonly CaseResult[]): void {
  console.log('\nAims (by the medians; by the minimums in brackets):')
  for (const result of results) {
    const label = `${result.size} comments, ${result.engine}`
    for (const end of ['painted', 'layout'] as const) {
      const { render, floor } = figures(result.samples, end)
      const bound = boundFigures(result.bounds, end)
      const text = styles.map((styling) => {
        const ratio = render[styling].median / floor[styling].median
        const left = bound
          ? `, leaving ${(1.5 - bound.render[styling].median / bound.floor[styling].median).toFixed(2)}× after the sanitizing parse alone`
          : ''
        return `c-v ${styling === 'shipped' ? 'auto' : 'visible'} ${ratio.toFixed(2)}× (${(render[styling].min / floor[styling].min).toFixed(2)}×) ${verdict(ratio <= 1.5)}${left}`
      })
      console.log(`- ${label}: first render ≤ 1.5× the floor, ${end}: ${text.join('; ')}`)
    }
    if (result.size >= 2000) {
      const append = stats(result.samples.map((sample) => sample.widget.shipped.append))
      console.log(
        `- ${label}: one append ≤ 8 ms: ${append.median.toFixed(1)} ms (${append.min.toFixed(1)}) ${verdict(append.median <= 8)}`,
      )
    }
    const screen = stats(result.samples.map((sample) => sample.widget.shipped.firstScreen.painted))
    const floor = stats(result.samples.map((sample) => sample.floor.shipped.floor.painted))
    const ratio = screen.median / floor.median
    console.log(
      `- ${label}: first screen (painted, c-v auto) ≤ 1.5× the floor: ${ratio.toFixed(2)}× ${verdict(ratio <= 1.5)}; within the floor's time for the whole thread: ${screen.median.toFixed(0)} ms against ${floor.median.toFixed(0)} ms ${verdict(screen.median <= floor.median)}`,
    )
  }
}

const phaseRuns = 5

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'jc-comments-bench-'))
  const config = {
    root,
    configFile: false,
    logLevel: 'warn',
    // The polyfill lives in vite, which this package does not depend on; Chromium needs none.
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 8000,
      modulePreload: { polyfill: false },
      minify: !profile,
    },
    preview: { host: '127.0.0.1', port: 4173 + portOffset, strictPort: false },
  }
  const loadBefore = os.loadavg()
  await vite.build(config)
  const server = await vite.preview(config)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const results: CaseResult[] = []
  try {
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('the preview server has no URL')
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    console.log(
      `\n<jc-comments> in tree view as a moderator sees it; Chromium ${browser.version()} headless, ${os.cpus().length} × ${cpu}`,
    )
    for (const size of sizes) {
      for (const engine of engines) {
        const page = await browser.newPage()
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            console.log(`  page ${message.type()}: ${message.text().slice(0, 200)}`)
          }
        })
        page.on('dialog', (dialog) => {
          console.log(`  page dialog: ${dialog.message().slice(0, 200)}`)
          void dialog.dismiss()
        })
        page.on('pageerror', (error) => console.log(`  page error: ${error.message}`))
        if (engine === 'dompurify') await page.addInitScript(hideNativeSanitizer)
        await page.goto(`${url}?comments=${size}`)
        await page.waitForFunction('window.jcBench !== undefined', undefined, { timeout: 60_000 })
        const info = await page.evaluate(
          () => ({ bytes: window.jcBench.bytes, engine: window.jcBench.engine }),
          null,
        )
        // Printed from the page, so nobody reads DOMPurify's figures as the native ones.
        const ran = info.engine ?? 'none'
        if (ran !== engine) console.log(`  the page ran ${ran}, not ${engine}`)
        if (profile) {
          console.log(`\n${size} comments, engine: ${ran}`)
          await printProfile(page)
          await page.close()
          continue
        }
        const load = os.loadavg()[0] ?? Number.NaN
        const samples: Sample[] = await page.evaluate(
          ({ runs, warmup }) => window.jcBench.run(runs, warmup),
          { runs: runsFor(size), warmup },
        )
        const bounds: BoundSample[] = await page.evaluate(
          (runs) => window.jcBench.bounds(runs),
          runsFor(size),
        )
        const probe = await page.evaluate(() => window.jcBench.probe(), null)
        const steps = await page.evaluate((count) => window.jcBench.phases(count), phaseRuns)
        const result: CaseResult = {
          size,
          engine: ran,
          bytes: info.bytes,
          runs: runsFor(size),
          load: [load, os.loadavg()[0] ?? Number.NaN],
          samples,
          bounds,
          steps,
          probe,
        }
        results.push(result)
        printCase(result)
        await page.close()
      }
    }
    if (!profile) printAims(results)
    const loadAfter = os.loadavg()
    console.log(
      `\nLoad average (1 min) ${loadBefore[0]?.toFixed(2)} before the build, ${loadAfter[0]?.toFixed(2)} at the end.`,
    )
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
