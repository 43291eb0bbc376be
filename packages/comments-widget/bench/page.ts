/**
 * The benchmark page: it plays the emulation's answers back through a
 * stubbed `fetch` and times, with performance.now(), what the visitor waits
 * on once the answer is in. Each figure stops after a forced layout, so the
 * widget and the floor both pay for style and layout.
 */
import { decodeResponse, parseScript } from '@jc/protocol'
import '../src/jc-comments.css'
import { defineJcComments } from '../src/index.ts'
import { benchAnswers, commentCount, objectGroup, objectId, requestUri } from './thread.ts'

export interface Sample {
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
  answeredAt = performance.now()
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
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

/** Resolves with the time the condition first holds after a DOM change, and a layout. */
function until(root: Node, done: () => boolean): Promise<number> {
  const laidOut = () => {
    document.body.getBoundingClientRect()
    return performance.now()
  }
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

async function widgetSample(): Promise<Omit<Sample, 'floor'>> {
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
  const vote = element.querySelector<HTMLElement>('[data-jc-action*=\'"type":"vote"\']')
  if (!vote) throw new Error('no vote control to send the call that answers with updateTree')
  vote.click()
  const appended = await until(
    element,
    () => element.querySelector(`#comment-item-${commentCount + 1}`) !== null,
  )
  const append = appended - answeredAt
  element.remove()
  return { firstRender, fromMount: rendered - mounted, append }
}

function floorSample(): number {
  const holder = document.createElement('div')
  stage.append(holder)
  const start = performance.now()
  holder.innerHTML = floorHtml
  document.body.getBoundingClientRect()
  const floor = performance.now() - start
  holder.remove()
  return floor
}

async function run(runs: number, warmup: number): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let index = 0; index < warmup + runs; index++) {
    const widget = await widgetSample()
    // Let the browser settle (idle GC, the widget's timers) before the floor.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const floor = floorSample()
    if (index >= warmup) samples.push({ ...widget, floor })
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return samples
}

declare global {
  interface Window {
    jcBench: { run: typeof run; bytes: number; commentCount: number }
  }
}
window.jcBench = { run, bytes: answers.showPage.length, commentCount }
