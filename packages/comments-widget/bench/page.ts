/**
 * The benchmark page: it plays the emulation's answers back through a
 * stubbed `fetch` and times, with performance.now(), what the visitor waits
 * on once the answer is in. Each figure stops after a forced layout, so the
 * widget and the floor both pay for style and layout.
 */
import { decodeResponse, parseScript } from '@jc/protocol'
import { sanitizeToFragment } from '@jc/widget-kit'
import '../src/jc-comments.css'
import { defineJcComments } from '../src/index.ts'
import { prepareMarkup } from '../src/model/markup.ts'
import { parseThread } from '../src/model/parse-thread.ts'
import { benchAnswers, commentCount, objectGroup, objectId, requestUri } from './thread.ts'

export interface Sample {
  /** Of (a), the forced layout alone. */
  readonly widgetLayout: number
  /** Of (c), the forced layout alone. */
  readonly floorLayout: number
  /** (a) The ShowPage answer handed over → 500 comments rendered with their controls, laid out. */
  readonly firstRender: number
  /** (a') The same, from inserting the element (mount, request and all). */
  readonly fromMount: number
  /** (b) The updateTree answer handed over → the appended comment rendered, laid out. */
  readonly append: number
  /** (c) `innerHTML =` the same tree HTML, laid out. */
  readonly floor: number
}

const answers = benchAnswers()
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

let lastLayout = 0

function laidOut(): number {
  const start = performance.now()
  document.body.getBoundingClientRect()
  const end = performance.now()
  lastLayout = end - start
  return end
}

/** Resolves with the time the condition first holds after a DOM change, and a layout. */
function until(root: Node, done: () => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    if (done()) {
      resolve(laidOut())
      return
    }
    const timeout = setTimeout(() => {
      observer.disconnect()
      reject(new Error('the widget did not render in 30 s'))
    }, 30_000)
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      clearTimeout(timeout)
      resolve(laidOut())
    })
    observer.observe(root, { childList: true, subtree: true })
  })
}

const stage = document.getElementById('stage') as HTMLElement
defineJcComments()

async function widgetSample(): Promise<Omit<Sample, 'floor' | 'floorLayout'>> {
  const element = document.createElement('jc-comments')
  element.setAttribute('object-id', String(objectId))
  element.setAttribute('object-group', objectGroup)
  element.setAttribute('request-uri', requestUri)
  element.setAttribute('lang', 'en')
  element.setAttribute('auto-show-list', '')
  const mounted = performance.now()
  stage.append(element)
  const rendered = await until(
    element,
    () =>
      element.querySelector(`#comment-item-${commentCount}`) !== null &&
      element.querySelector('[data-jc-action]') !== null,
  )
  const firstRender = rendered - answeredAt
  const widgetLayout = lastLayout
  const vote = element.querySelector<HTMLElement>('[data-jc-action*=\'"type":"vote"\']')
  if (!vote) throw new Error('no vote control to send the call that answers with updateTree')
  vote.click()
  const appended = await until(
    element,
    () => element.querySelector(`#comment-item-${commentCount + 1}`) !== null,
  )
  const append = appended - answeredAt
  element.remove()
  return { firstRender, widgetLayout, fromMount: rendered - mounted, append }
}

/**
 * The floor: the same HTML assigned to a `<jc-comments>` in a frame where the
 * element is not defined, with this page's stylesheet, so the styles match
 * it as they match the widget and the two can be timed in turns.
 */
const frame = document.createElement('iframe')
frame.title = 'floor'
frame.className = 'floor'
document.body.append(frame)
const floorDocument = frame.contentDocument as Document
floorDocument.documentElement.lang = 'en'
for (const sheet of document.styleSheets) {
  const style = floorDocument.createElement('style')
  style.textContent = [...sheet.cssRules].map((rule) => rule.cssText).join('\n')
  floorDocument.head.append(style)
}

function floorSample(): { floor: number; floorLayout: number } {
  const holder = floorDocument.createElement('jc-comments')
  floorDocument.body.append(holder)
  const start = performance.now()
  holder.innerHTML = floorHtml
  const layoutStart = performance.now()
  floorDocument.body.getBoundingClientRect()
  const end = performance.now()
  holder.remove()
  return { floor: end - start, floorLayout: end - layoutStart }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** The widget and the floor in turns, so a change in the machine's load touches both. */
async function run(runs: number, warmup: number): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let index = 0; index < warmup + runs; index++) {
    const widget = await widgetSample()
    await settle()
    const floor = floorSample()
    if (index >= warmup) samples.push({ ...widget, ...floor })
    await settle()
  }
  return samples
}

/** Median milliseconds of the pure steps of a first render, outside the element. */
function phases(runs: number): Record<string, number> {
  const times: Record<string, number[]> = {
    decode: [],
    parseScript: [],
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
    time('sanitizeToFragment alone', () => sanitizeToFragment(html))
    const prepared = time('prepareMarkup', () =>
      prepareMarkup(html, { linksInNewWindow: false, headingLevel: 2, warn: () => {} }),
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
      widgetSample: typeof widgetSample
      phases: typeof phases
      bytes: number
    }
  }
}
window.jcBench = { run, widgetSample, phases, bytes: answers.showPage.length }
