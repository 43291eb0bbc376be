/**
 * The benchmark page: it plays the emulation's answers for one thread
 * (`?comments=500` or `?comments=2000`) back through a stubbed `fetch` and
 * times, with performance.now(), what the visitor waits on once the answer is
 * in. Each figure stops after a forced layout, so the widget and the floor
 * both pay for style and layout. Whichever sanitizer the browser offers is
 * used: run.ts hides the native one before this script runs to time DOMPurify.
 */
import { decodeResponse, parseScript } from '@jc/protocol'
import { sanitizerEngine, sanitizerReady, sanitizeToFragment } from '@jc/widget-kit'
import { createNativeEngine, hasNativeSanitizer } from '@jc/widget-kit/sanitizer-engines'
import '../src/jc-comments.css'
import { defineJcComments } from '../src/index.ts'
import { prepareMarkup } from '../src/model/markup.ts'
import { parseThread } from '../src/model/parse-thread.ts'
import { benchAnswers, objectGroup, objectId, requestUri } from './thread.ts'

/**
 * `shipped`: the comments stylesheet as it ships (`content-visibility: auto`
 * on the top-level comments); `visible`: the same with every element forced
 * to `content-visibility: visible`, so every comment is laid out.
 */
export type Styling = 'shipped' | 'visible'
export const stylings: readonly Styling[] = ['shipped', 'visible']

/**
 * When a figure stops. `layout`: a forced layout once the nodes are in, as
 * before content-visibility (it lays out no skipped comment, and with
 * `content-visibility: auto` every comment is skipped until the browser's own
 * rendering step has found which are on screen). `painted`: the end of the
 * next frame the browser renders after that, which lays out the comments on
 * screen and paints; it includes the wait for that frame.
 */
export interface Ends {
  readonly layout: number
  readonly painted: number
}

export interface WidgetSample {
  /** The ShowPage answer handed over → every comment rendered with its controls. */
  readonly firstRender: Ends
  /** The answer handed over → the first top-level comment rendered. */
  readonly firstScreen: Ends
  /** The same as firstRender (painted), from inserting the element (mount, request and all). */
  readonly fromMount: number
  /** Of firstRender, its forced layout alone. */
  readonly layout: number
  /** The updateTree answer handed over → the appended comment rendered, laid out (forced). */
  readonly append: number
  /** From inserting the element to firstRender painted, the longest time between two frames. */
  readonly longestFrame: number
  /** Over the same time, the total blocking time: what its tasks took beyond 50 ms each. */
  readonly blocking: number
}

export interface FloorSample {
  /** `innerHTML =` the same tree HTML, laid out / painted. */
  readonly floor: Ends
  /** Of it, the forced layout alone. */
  readonly layout: number
  /** Until it is painted, the longest time between two frames. */
  readonly longestFrame: number
  /** Until it is painted, the total blocking time. */
  readonly blocking: number
}

/** One turn: the widget and the floor, each with both stylings. */
export interface Sample {
  readonly widget: Record<Styling, WidgetSample>
  readonly floor: Record<Styling, FloorSample>
}

/** One turn of the bound and the floor, each with both stylings. */
export interface BoundSample {
  readonly bound: Record<Styling, FloorSample>
  readonly floor: Record<Styling, FloorSample>
}

const commentCount = Number(new URLSearchParams(location.search).get('comments') ?? 500)
const answers = benchAnswers(commentCount)
let answeredAt = 0

// The widget posts through ky, which calls the global fetch: answer from memory.
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const body = input instanceof Request ? await input.text() : String(init?.body ?? '')
  const text = body.includes('JCommentsShowPage')
    ? answers.showPage
    : body.includes('JCommentsVoteComment')
      ? answers.append
      : '[]'
  // Building the response stands for the network, so the clock starts after it.
  const response = new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
  answeredAt = performance.now()
  return response
}

function treeHtml(): string {
  for (const command of decodeResponse(answers.showPage).commands) {
    if (command.kind !== 'js') continue
    const script = parseScript(command.source)
    if (script.type === 'updateTree') return script.html
  }
  throw new Error('the ShowPage answer holds no updateTree')
}
const floorHtml = treeHtml()

// The comments in the order the page shows them: the first is the first
// top-level comment, the last is in the last slice a sliced render adds.
const shownIds = [...floorHtml.matchAll(/\bid=["']?comment-item-(\d+)/g)].map((match) =>
  Number(match[1]),
)
const firstId = shownIds[0]
const lastId = shownIds.at(-1)
if (firstId === undefined || lastId === undefined || shownIds.length !== commentCount) {
  throw new Error(`the tree holds ${shownIds.length} comments, not ${commentCount}`)
}
const appendedId = commentCount + 1

function style(target: Document, styling: Styling): void {
  target.documentElement.classList.toggle('jc-bench-visible', styling === 'visible')
}

let lastLayout = 0

function laidOut(): number {
  const start = performance.now()
  document.body.getBoundingClientRect()
  const end = performance.now()
  lastLayout = end - start
  return end
}

interface PostingScheduler {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void>
}
const { scheduler } = window as typeof window & { scheduler?: PostingScheduler }

/**
 * The end of the next frame the browser renders: a task posted from its
 * animation frame callback runs once its style, layout and paint are done;
 * at user-blocking priority it runs before any task the page queued (a
 * thread's next slice, React's work), so it marks that frame and no later.
 */
function painted(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const done = () => resolve(performance.now())
      if (scheduler) {
        void scheduler.postTask(done, { priority: 'user-blocking' })
        return
      }
      const channel = new MessageChannel()
      channel.port1.onmessage = done
      channel.port2.postMessage(null)
    }),
  )
}

/**
 * Resolves with when each condition first holds after a DOM change, in
 * order: after a forced layout, and at the end of the next frame (conditions
 * that hold at once share both).
 */
function until(root: Node, conditions: readonly (() => boolean)[]): Promise<Ends[]> {
  return new Promise((resolve, reject) => {
    const ends: Promise<Ends>[] = []
    const check = () => {
      let end: Promise<Ends> | undefined
      while (ends.length < conditions.length && conditions[ends.length]?.()) {
        if (!end) {
          const layout = laidOut()
          end = painted().then((time) => ({ layout, painted: time }))
        }
        ends.push(end)
      }
      return ends.length === conditions.length
    }
    if (check()) {
      resolve(Promise.all(ends))
      return
    }
    const timeout = setTimeout(() => {
      observer.disconnect()
      reject(
        new Error(`the widget did not render in 60 s (${ends.length} of ${conditions.length})`),
      )
    }, 60_000)
    const observer = new MutationObserver(() => {
      if (!check()) return
      observer.disconnect()
      clearTimeout(timeout)
      resolve(Promise.all(ends))
    })
    observer.observe(root, { childList: true, subtree: true })
  })
}

/**
 * Watches the frames the browser renders until `stop`, which gives the
 * longest time between two of them (or from the last one to now): how long
 * the page showed nothing new, a scroll or what a tap did.
 */
function watchFrames(): { stop(): number } {
  let last = performance.now()
  let longest = 0
  let watching = true
  const frame = (time: number) => {
    longest = Math.max(longest, time - last)
    last = time
    if (watching) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  return {
    stop() {
      watching = false
      return Math.max(longest, performance.now() - last)
    },
  }
}

// Chromium reports each task longer than 50 ms, some time after it ends.
const tasks: PerformanceEntry[] = []
new PerformanceObserver((entries) => tasks.push(...entries.getEntries())).observe({
  type: 'longtask',
})

/**
 * The total blocking time of the tasks that ran from `start` to `end` (the
 * first began before `start`, which the timed code does not start a task of):
 * what each took beyond 50 ms, summed; a tap waits for the task in progress.
 * It waits for the reports of the tasks until `end`.
 */
async function blockingTime(start: number, end: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return tasks
    .filter((task) => task.startTime < end && task.startTime + task.duration > start)
    .reduce((total, task) => total + Math.max(0, task.duration - 50), 0)
}

const since = (start: number, ends: Ends): Ends => ({
  layout: ends.layout - start,
  painted: ends.painted - start,
})

const stage = document.getElementById('stage') as HTMLElement

function commentsElement(): HTMLElement {
  const element = document.createElement('jc-comments')
  element.setAttribute('object-id', String(objectId))
  element.setAttribute('object-group', objectGroup)
  element.setAttribute('request-uri', requestUri)
  element.setAttribute('lang', 'en')
  element.setAttribute('auto-show-list', '')
  return element
}

async function widgetSample(styling: Styling = 'shipped'): Promise<WidgetSample> {
  style(document, styling)
  const element = commentsElement()
  const frames = watchFrames()
  const mounted = performance.now()
  stage.append(element)
  const [screen, rendered] = await until(element, [
    () => element.querySelector(`#comment-item-${firstId}`) !== null,
    () =>
      element.querySelector(`#comment-item-${lastId}`) !== null &&
      element.querySelector('[data-jc-action]') !== null,
  ])
  if (!screen || !rendered) throw new Error('no render')
  const longestFrame = frames.stop()
  const answered = answeredAt
  const layout = lastLayout
  const vote = element.querySelector<HTMLElement>('[data-jc-action*=\'"type":"vote"\']')
  if (!vote) throw new Error('no vote control to send the call that answers with updateTree')
  vote.click()
  const [appended] = await until(element, [
    () => element.querySelector(`#comment-item-${appendedId}`) !== null,
  ])
  const append = (appended?.layout ?? Number.NaN) - answeredAt
  // The append's frame has been rendered too before the element goes.
  element.remove()
  const blocking = await blockingTime(mounted, rendered.painted)
  return {
    firstRender: since(answered, rendered),
    firstScreen: since(answered, screen),
    fromMount: rendered.painted - mounted,
    layout,
    append,
    longestFrame,
    blocking,
  }
}

/**
 * The floor: the same HTML assigned to a `<jc-comments>` in a frame where the
 * element is not defined, with this page's stylesheets, so the styles match
 * it as they match the widget and the two can be timed in turns. The frame is
 * as large as the viewport and at the widget's place while the floor is timed
 * (the widget is gone by then), so `content-visibility: auto` finds as many
 * comments on screen in both.
 */
const frame = document.createElement('iframe')
frame.title = 'floor'
frame.className = 'floor'
document.body.append(frame)
const floorDocument = frame.contentDocument as Document
floorDocument.documentElement.lang = 'en'
for (const sheet of document.styleSheets) {
  const css = floorDocument.createElement('style')
  css.textContent = [...sheet.cssRules].map((rule) => rule.cssText).join('\n')
  floorDocument.head.append(css)
}

/**
 * The bound: the browser's sanitizing parse of the same HTML, with no step of
 * the widget's around it, moved from its inert document into the floor's
 * frame and timed as the floor is. Any render through the Sanitizer API
 * takes this long before it does anything of its own.
 */
const boundParse = hasNativeSanitizer(window) ? createNativeEngine(frame.contentWindow ?? {}) : null

const fillings = {
  floor: (holder: Element) => {
    holder.innerHTML = floorHtml
  },
  bound: (holder: Element) => {
    holder.append(boundParse?.parse(floorHtml, false) ?? '')
  },
}

async function floorSample(
  styling: Styling = 'shipped',
  fill: (holder: Element) => void = fillings.floor,
): Promise<FloorSample> {
  style(floorDocument, styling)
  const holder = floorDocument.createElement('jc-comments')
  floorDocument.body.append(holder)
  floorDocument.body.getBoundingClientRect()
  const frames = watchFrames()
  const start = performance.now()
  fill(holder)
  const layoutStart = performance.now()
  floorDocument.body.getBoundingClientRect()
  const end = performance.now()
  const frame = await painted()
  const longestFrame = frames.stop()
  holder.remove()
  const blocking = await blockingTime(start, frame)
  return {
    floor: { layout: end - start, painted: frame - start },
    layout: end - layoutStart,
    longestFrame,
    blocking,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/**
 * The widget and the floor in turns, each with both stylings, so a change in
 * the machine's load touches all four; which styling goes first alternates.
 */
async function run(runs: number, warmup: number): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let index = 0; index < warmup + runs; index++) {
    const order = index % 2 === 0 ? stylings : [...stylings].reverse()
    const widget: Partial<Record<Styling, WidgetSample>> = {}
    const floor: Partial<Record<Styling, FloorSample>> = {}
    for (const styling of order) {
      widget[styling] = await widgetSample(styling)
      await settle()
      floor[styling] = await floorSample(styling)
      await settle()
    }
    if (index >= warmup) samples.push({ widget, floor } as Sample)
  }
  style(document, 'shipped')
  return samples
}

/**
 * The bound and the floor in turns, after the widget's turns so that what the
 * bound leaves to collect does not fall in them; none where the browser has
 * no Sanitizer API. Which goes first alternates, and each is given time to
 * collect what the other left.
 */
async function bounds(runs: number): Promise<BoundSample[]> {
  const samples: BoundSample[] = []
  const rest = () => new Promise((resolve) => setTimeout(resolve, 300))
  for (let index = 0; boundParse && index < runs; index++) {
    const bound: Partial<Record<Styling, FloorSample>> = {}
    const floor: Partial<Record<Styling, FloorSample>> = {}
    for (const styling of index % 2 === 0 ? stylings : [...stylings].reverse()) {
      const turns = [
        async () => {
          bound[styling] = await floorSample(styling, fillings.bound)
        },
        async () => {
          floor[styling] = await floorSample(styling)
        },
      ]
      for (const turn of Math.floor(index / 2) % 2 === 0 ? turns : turns.reverse()) {
        await turn()
        await rest()
      }
    }
    samples.push({ bound, floor } as BoundSample)
  }
  return samples
}

/** Top-level comments whose contents the browser rendered (not skipped by content-visibility). */
function rendered(root: ParentNode): { rendered: number; of: number } {
  const items = [...root.querySelectorAll(`[id^=comment-item-]`)].filter(
    (item) => item.closest('[id^=comments-list-]')?.id === 'comments-list-0',
  )
  const shown = items.filter((item) =>
    item.querySelector('.comment-body')?.checkVisibility({ contentVisibilityAuto: true }),
  )
  return { rendered: shown.length, of: items.length }
}

/**
 * How many top-level comments each styling has laid out at the two ends of a
 * timed render, the widget's and the floor's: that `content-visibility` is in
 * force, and alike in both.
 */
async function probe(): Promise<Record<Styling, string>> {
  const result: Partial<Record<Styling, string>> = {}
  const count = ({ rendered: shown, of }: { rendered: number; of: number }) => `${shown}/${of}`
  for (const styling of stylings) {
    style(document, styling)
    const element = commentsElement()
    stage.append(element)
    const widget = await new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!element.querySelector(`#comment-item-${lastId}`)) return
        observer.disconnect()
        laidOut()
        const atLayout = count(rendered(element))
        void painted().then(() =>
          resolve(`${atLayout} at the layout, ${count(rendered(element))} painted`),
        )
      })
      observer.observe(element, { childList: true, subtree: true })
    })
    element.remove()
    await settle()
    style(floorDocument, styling)
    const holder = floorDocument.createElement('jc-comments')
    floorDocument.body.append(holder)
    holder.innerHTML = floorHtml
    floorDocument.body.getBoundingClientRect()
    const atLayout = count(rendered(holder))
    await painted()
    const floor = `${atLayout} at the layout, ${count(rendered(holder))} painted`
    holder.remove()
    await settle()
    result[styling] = `widget ${widget}; floor ${floor}`
  }
  style(document, 'shipped')
  return result as Record<Styling, string>
}

// The browser's own sanitizing parse, with no step of the widget's around it:
// what any render through the Sanitizer API pays, whatever else it does.
const nativeParse = hasNativeSanitizer(window) ? createNativeEngine(window) : null

/** Median milliseconds of the pure steps of a first render, outside the element. */
function phases(runs: number): Record<string, number> {
  const times: Record<string, number[]> = {
    decode: [],
    parseScript: [],
    ...(nativeParse ? { 'the Sanitizer API parse alone': [] } : {}),
    'sanitizeToFragment alone': [],
    prepareMarkup: [],
    parseThread: [],
  }
  const time = (name: string, step: () => unknown) => {
    const start = performance.now()
    const result = step()
    times[name]?.push(performance.now() - start)
    return result
  }
  for (let index = 0; index < runs; index++) {
    const { commands } = time('decode', () => decodeResponse(answers.showPage)) as ReturnType<
      typeof decodeResponse
    >
    const source = commands.find((command) => command.kind === 'js')
    const script = time('parseScript', () =>
      parseScript(source?.kind === 'js' ? source.source : ''),
    ) as ReturnType<typeof parseScript>
    const html = script.type === 'updateTree' ? script.html : ''
    if (nativeParse) time('the Sanitizer API parse alone', () => nativeParse.parse(html, false))
    time('sanitizeToFragment alone', () => sanitizeToFragment(html))
    const prepared = time('prepareMarkup', () =>
      prepareMarkup(html, {
        linksInNewWindow: false,
        headingLevel: 2,
        language: 'en',
        warn: () => {},
      }),
    ) as ReturnType<typeof prepareMarkup>
    time('parseThread', () => parseThread(prepared))
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, values]) => [
      name,
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN,
    ]),
  )
}

declare global {
  interface Window {
    jcBench: {
      run: typeof run
      bounds: typeof bounds
      widgetSample: typeof widgetSample
      phases: typeof phases
      probe: typeof probe
      /** Which sanitizer the widget uses here: `native` or `dompurify`. */
      engine: string | null
      bytes: number
      comments: number
    }
  }
}

await Promise.all([defineJcComments(), sanitizerReady()])
window.jcBench = {
  run,
  bounds,
  widgetSample,
  phases,
  probe,
  engine: sanitizerEngine(),
  bytes: answers.showPage.length,
  comments: commentCount,
}
