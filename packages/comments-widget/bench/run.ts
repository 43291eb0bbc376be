/**
 * The comments benchmark (issue 4): in headless Chromium, the time from a
 * 500-comment ShowPage answer to a rendered, interactive tree, and from one
 * updateTree answer to the appended comment, beside the floor of assigning
 * the same tree HTML with innerHTML. It builds bench/ with Vite (a production
 * build, so React runs as it ships), serves it, drives /usr/bin/chromium and
 * prints mean, median, min and max.
 *
 * Run: pnpm --filter @jc/comments-widget bench   (RUNS=30 WARMUP=5 to change the counts)
 * Not part of CI: a timed figure is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Sample } from './page.ts'

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
  goto(url: string): Promise<unknown>
  waitForFunction(script: string): Promise<unknown>
  evaluate<R, A>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  context(): { newCDPSession(page: PageLike): Promise<CdpSession> }
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

const runs = Number(process.env.RUNS ?? 20)
// PROFILE=1: an unminified build, and the functions one first render spends its time in.
const profile = process.env.PROFILE === '1'
const warmup = Number(process.env.WARMUP ?? 3)
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 30)
const root = path.dirname(fileURLToPath(import.meta.url))

function stats(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return {
    mean,
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  }
}

const ms = (value: number) => value.toFixed(1).padStart(8)

// The steps between the answer and the painted tree, by the function each one runs in.
const stages = [
  'decodeResponse',
  'parseScript',
  'neutralizeInlineHandlers',
  'sanitizeToFragment',
  'parseHandler',
  'prepareMarkup',
  'parseThread',
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
  let total = 0
  for (const node of cpu.nodes) {
    const time = selfTime.get(node.id) ?? 0
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    total += time
    const key = `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}:${lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + time)
  }
  printStages(cpu, selfTime)
  console.log(`\nSelf time over 5 first renders and appends (${total.toFixed(0)} ms busy):`)
  for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms(time)} ms ${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
  }
}

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
      chunkSizeWarningLimit: 4000,
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
  try {
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
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('the preview server has no URL')
    await page.goto(url)
    await page.waitForFunction('window.jcBench !== undefined')
    const info = await page.evaluate(() => ({ bytes: window.jcBench.bytes }), null)
    if (profile) {
      await printProfile(page)
      return
    }
    const samples: Sample[] = await page.evaluate(
      ({ runs, warmup }) => window.jcBench.run(runs, warmup),
      { runs, warmup },
    )
    const loadAfter = os.loadavg()

    const firstRender = stats(samples.map((sample) => sample.firstRender))
    const fromMount = stats(samples.map((sample) => sample.fromMount))
    const append = stats(samples.map((sample) => sample.append))
    const floor = stats(samples.map((sample) => sample.floor))
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    console.log(
      `\n<jc-comments>, 500 comments in tree view as a moderator sees them (ShowPage answer ${(info.bytes / 1024).toFixed(0)} KiB)`,
    )
    console.log(
      `Chromium ${browser.version()} headless, ${os.cpus().length} × ${cpu}, load average ${loadBefore[0]?.toFixed(2)} before, ${loadAfter[0]?.toFixed(2)} after; ${runs} runs after ${warmup} warm-up\n`,
    )
    console.log(
      '| ms                                          |     mean |   median |      min |      max |',
    )
    console.log(
      '| ------------------------------------------- | -------: | -------: | -------: | -------: |',
    )
    const row = (label: string, s: ReturnType<typeof stats>) =>
      console.log(
        `| ${label.padEnd(43)} | ${ms(s.mean)} | ${ms(s.median)} | ${ms(s.min)} | ${ms(s.max)} |`,
      )
    row('(a) ShowPage answer → interactive tree', firstRender)
    row('    the same, from inserting the element', fromMount)
    row('(c) floor: innerHTML = the same tree HTML', floor)
    row('(b) one updateTree append', append)
    row('    of (a): the forced layout', stats(samples.map((sample) => sample.widgetLayout)))
    row('    of (c): the forced layout', stats(samples.map((sample) => sample.floorLayout)))
    const steps = await page.evaluate((count) => window.jcBench.phases(count), 9)
    console.log(
      `\nPure steps of (a), median of 9, outside the element: ${Object.entries(steps)
        .map(([name, value]) => `${name} ${value.toFixed(1)} ms`)
        .join(', ')}`,
    )
    console.log(
      `\nFirst render: ${(firstRender.median / floor.median).toFixed(1)}× the floor (aim: within 2×). One update: ${append.median.toFixed(1)} ms median (aim: under 16 ms).`,
    )
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
