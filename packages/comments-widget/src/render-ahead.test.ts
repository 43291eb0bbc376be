import { afterEach, describe, expect, it } from 'vitest'
import { type AheadWindow, aheadAttribute, renderAhead } from './render-ahead.ts'

const viewport = 800
const boxHeight = 200

/**
 * A page scrolled by hand: a thread of `count` comments, each `boxHeight`
 * tall from the top of the page, with replies under the third; and frames
 * that run when the test says.
 */
function scrolledPage(count: number) {
  const root = document.body.appendChild(document.createElement('div'))
  const list = root.appendChild(document.createElement('div'))
  list.className = 'comments-list'
  list.id = 'comments-list-0'
  const boxes: HTMLElement[] = []
  for (let index = 0; index < count; index++) {
    const box = list.appendChild(document.createElement('div'))
    box.id = `comment-item-${index + 1}`
    boxes.push(box)
    if (index === 2) {
      const replies = list.appendChild(document.createElement('div'))
      replies.className = 'comments-list'
      replies.id = 'comments-list-3'
    }
  }
  let scrollY = 0
  for (const [index, box] of boxes.entries()) {
    box.getBoundingClientRect = () => {
      const top = index * boxHeight - scrollY
      return DOMRect.fromRect({ y: top, height: boxHeight, width: 300 })
    }
  }
  const frames: (() => void)[] = []
  const listeners = new Set<() => void>()
  const view: AheadWindow = {
    innerHeight: viewport,
    get scrollY() {
      return scrollY
    },
    addEventListener: (_type, listener, { signal }) => {
      listeners.add(listener)
      signal.addEventListener('abort', () => listeners.delete(listener))
    },
    requestAnimationFrame: (callback) => frames.push(callback),
  }
  const scrollTo = (top: number) => {
    scrollY = top
    for (const listener of listeners) listener()
  }
  const frame = () => {
    for (const callback of frames.splice(0)) callback()
  }
  const marked = () =>
    boxes.filter((box) => box.hasAttribute(aheadAttribute)).map((box) => box.id.slice(13))
  return { root, view, scrollTo, frame, marked }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('rendering ahead', () => {
  it('renders, after a jump, the comments the browser renders around the new view (a viewport and a half each way)', () => {
    const page = scrolledPage(100)
    renderAhead(page.view, page.root, new AbortController().signal)
    page.scrollTo(10_000)
    // The view is 10,000–10,800 px: comments from 8,800 to 12,000 px, the 45th to the 60th.
    expect(page.marked()).toEqual(Array.from({ length: 16 }, (_, index) => String(index + 45)))
  })

  it('keeps the mark until the frame after the one that lays them out', () => {
    const page = scrolledPage(100)
    renderAhead(page.view, page.root, new AbortController().signal)
    page.scrollTo(10_000)
    page.frame()
    expect(page.marked()).toHaveLength(16)
    page.frame()
    expect(page.marked()).toEqual([])
  })

  it('leaves scrolls of a viewport or less to the browser, which renders that far ahead itself', () => {
    const page = scrolledPage(100)
    renderAhead(page.view, page.root, new AbortController().signal)
    for (const top of [400, 1200, 2000, 2800]) page.scrollTo(top)
    expect(page.marked()).toEqual([])
    page.scrollTo(3601)
    expect(page.marked()).not.toEqual([])
  })

  it('measures a jump from where the page was when it started, not from its top', () => {
    const page = scrolledPage(100)
    page.scrollTo(9_500)
    renderAhead(page.view, page.root, new AbortController().signal)
    page.scrollTo(10_000)
    expect(page.marked()).toEqual([])
  })

  it('marks what each jump landed near, a jump back up too', () => {
    const page = scrolledPage(100)
    renderAhead(page.view, page.root, new AbortController().signal)
    page.scrollTo(15_000)
    page.frame()
    page.frame()
    page.scrollTo(0)
    expect(page.marked()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
  })

  it('marks nothing once its signal aborts', () => {
    const page = scrolledPage(100)
    const stop = new AbortController()
    renderAhead(page.view, page.root, stop.signal)
    stop.abort()
    page.scrollTo(10_000)
    expect(page.marked()).toEqual([])
  })
})
