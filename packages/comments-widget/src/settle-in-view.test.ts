import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { describe, expect, it, vi } from 'vitest'
import { keptFocus } from './focus-kept.ts'
import {
  browserSettlePage,
  createSettler,
  linkedMarkMs,
  type SettlePage,
  type SettleTarget,
  type SettleTiming,
  settleInView,
} from './settle-in-view.ts'

const timing: SettleTiming = {
  appearMs: 100,
  quietMs: 50,
  limitMs: 1000,
  glideStillFrames: 3,
  smoothViewports: 2,
}

/**
 * A page 600 px tall scrolled by `scrollY`, with a fake clock that moves
 * 10 ms a frame. Targets sit at a document offset that tests change, as the
 * comments above them render with their real heights. A smooth scroll moves
 * towards the offset it was given when it started, 200 px a frame, as the
 * browser's animation does, however the target moves meanwhile.
 */
function fakePage(options: { reducedMotion?: boolean } = {}) {
  let time = 0
  let scrollY = 0
  let glide: number | null = null
  let frames: { handle: number; callback: () => void }[] = []
  let nextHandle = 1
  let listener: (() => void) | null = null
  const viewport = { width: 800, height: 600 }
  const scrolls: { id: string; behavior: ScrollBehavior | undefined; block: string }[] = []
  const focused: { id: string; preventScroll: boolean | undefined }[] = []
  const marks: string[] = []
  const offsets = new Map<string, number>()
  let active: Element | null = null
  const height = 150

  const target = (id: string): SettleTarget => ({
    getBoundingClientRect: () => {
      const top = (offsets.get(id) ?? 0) - scrollY
      return { top, bottom: top + height, left: 20, right: 700 }
    },
    scrollIntoView: (request) => {
      const block = request?.block ?? 'start'
      scrolls.push({ id, behavior: request?.behavior, block })
      const offset = offsets.get(id) ?? 0
      const destination =
        block === 'start'
          ? offset
          : offset < scrollY
            ? offset
            : offset + height > scrollY + viewport.height
              ? offset + height - viewport.height
              : scrollY
      if (request?.behavior === 'smooth') glide = destination
      else {
        glide = null
        scrollY = destination
      }
    },
    focus: (request) => focused.push({ id, preventScroll: request?.preventScroll }),
  })
  const targets = new Map<string, SettleTarget>()
  const found = (id: string) => {
    const made = targets.get(id) ?? target(id)
    targets.set(id, made)
    return made
  }

  const page: SettlePage = {
    find: (id) => (offsets.has(id) ? found(id) : null),
    requestFrame: (callback) => {
      const handle = nextHandle++
      frames.push({ handle, callback })
      return handle
    },
    cancelFrame: (handle) => {
      frames = frames.filter((frame) => frame.handle !== handle)
    },
    now: () => time,
    reducedMotion: () => options.reducedMotion ?? false,
    viewport: () => viewport,
    onVisitorScroll: (callback) => {
      listener = callback
      return () => {
        listener = null
      }
    },
    mark: (marked) => {
      for (const [id, made] of targets) if (made === marked) marks.push(id)
    },
    focused: () => active,
  }

  return {
    page,
    scrolls,
    focused,
    marks,
    place: (id: string, offset: number) => offsets.set(id, offset),
    /** The visitor (or a render, with null: the body) put the focus here. */
    focusOn: (element: Element | null) => {
      active = element
    },
    remove: (id: string) => offsets.delete(id),
    /** The comments above the target rendered taller than their estimate. */
    grow: (id: string, by: number) => offsets.set(id, (offsets.get(id) ?? 0) + by),
    top: (id: string) => (offsets.get(id) ?? 0) - scrollY,
    scrollBy: (by: number) => {
      scrollY += by
    },
    visitorScrolls: () => listener?.(),
    pending: () => frames.length,
    /** One frame: the smooth scroll advances, then the frame callbacks run. */
    frame: () => {
      time += 10
      if (glide !== null) {
        const step = Math.sign(glide - scrollY) * Math.min(200, Math.abs(glide - scrollY))
        scrollY += step
        if (scrollY === glide) glide = null
      }
      const due = frames
      frames = []
      for (const { callback } of due) callback()
    },
    frames(count: number, between?: (frame: number) => void) {
      for (let index = 0; index < count; index++) {
        between?.(index)
        this.frame()
      }
    },
  }
}

/** A control of the page, by what it says. */
function link(text: string): HTMLAnchorElement {
  const element = document.createElement('a')
  element.textContent = text
  return element
}

describe('settleInView', () => {
  it('waits for the render that creates the target, then scrolls it to the top', () => {
    const fake = fakePage()
    settleInView(fake.page, 'comment-5', { align: 'start' }, timing)
    expect(fake.scrolls).toEqual([])
    fake.frame()
    fake.frame()
    expect(fake.scrolls).toEqual([])
    fake.place('comment-5', 900)
    fake.frames(20)
    expect(fake.scrolls[0]).toEqual({ id: 'comment-5', behavior: 'smooth', block: 'start' })
    expect(fake.top('comment-5')).toBe(0)
  })

  it('aligns the target again when the comments the smooth scroll passed rendered taller', () => {
    const fake = fakePage()
    fake.place('comment-5', 1000)
    settleInView(fake.page, 'comment-5', { align: 'start' }, timing)
    // Two frames into the glide, the skipped comments it passes get their real heights.
    fake.frames(30, (frame) => {
      if (frame === 2) fake.grow('comment-5', 400)
    })
    expect(fake.scrolls.map((scroll) => scroll.behavior)).toEqual(['smooth', 'instant'])
    expect(fake.top('comment-5')).toBe(0)
    expect(fake.pending()).toBe(0)
  })

  it('jumps to a target far down, then holds it while the comments above it render', () => {
    const fake = fakePage()
    fake.place('comment-900', 90_000)
    settleInView(fake.page, 'comment-900', { align: 'start' }, timing)
    fake.frame()
    expect(fake.scrolls).toEqual([{ id: 'comment-900', behavior: 'instant', block: 'start' }])
    expect(fake.top('comment-900')).toBe(0)
    // One frame later the comments just above render: the target moves down by 260 px.
    fake.grow('comment-900', 260)
    fake.frame()
    expect(fake.top('comment-900')).toBe(0)
    expect(fake.scrolls).toHaveLength(2)
    fake.frames(10)
    expect(fake.scrolls).toHaveLength(2)
    expect(fake.pending()).toBe(0)
  })

  it('never animates under prefers-reduced-motion', () => {
    const fake = fakePage({ reducedMotion: true })
    fake.place('comments', 500)
    settleInView(fake.page, 'comments', { align: 'start' }, timing)
    fake.frames(3, (frame) => {
      if (frame === 2) fake.grow('comments', 120)
    })
    expect(fake.scrolls.map((scroll) => scroll.behavior)).toEqual(['instant', 'instant'])
    expect(fake.top('comments')).toBe(0)
  })

  it('stops holding as soon as the visitor scrolls', () => {
    const fake = fakePage()
    fake.place('comment-900', 90_000)
    settleInView(fake.page, 'comment-900', { align: 'start' }, timing)
    fake.frame()
    fake.visitorScrolls()
    fake.scrollBy(-700)
    fake.grow('comment-900', 260)
    fake.frames(5)
    expect(fake.scrolls).toHaveLength(1)
    expect(fake.top('comment-900')).toBe(960)
    expect(fake.pending()).toBe(0)
  })

  it('gives up on a target that never appears, and on one that keeps moving, within its limits', () => {
    const missing = fakePage()
    settleInView(missing.page, 'comment-404', { align: 'start' }, timing)
    missing.frames(20)
    expect(missing.pending()).toBe(0)
    missing.place('comment-404', 300)
    missing.frames(5)
    expect(missing.scrolls).toEqual([])

    const restless = fakePage()
    restless.place('comment-7', 5000)
    settleInView(restless.page, 'comment-7', { align: 'start' }, timing)
    restless.frames(200, () => restless.grow('comment-7', 10))
    expect(restless.pending()).toBe(0)
    // A frame every 10 ms within the 1000 ms limit: the last realignment is the 99th frame's.
    expect(restless.scrolls.length).toBeLessThanOrEqual(100)
  })

  it('stops when a render removed the target it was holding', () => {
    const fake = fakePage()
    fake.place('comment-900', 90_000)
    settleInView(fake.page, 'comment-900', { align: 'start' }, timing)
    fake.frame()
    fake.remove('comment-900')
    fake.frame()
    expect(fake.pending()).toBe(0)
  })

  it('can be stopped from outside', () => {
    const fake = fakePage()
    fake.place('comment-5', 300)
    const stop = settleInView(fake.page, 'comment-5', { align: 'start' }, timing)
    stop()
    fake.frames(5)
    expect(fake.scrolls).toEqual([])
    expect(fake.pending()).toBe(0)
  })
})

describe('createSettler', () => {
  it('moves focus without the browser’s scroll, and scrolls only as far as it takes to show the target', () => {
    const fake = fakePage()
    fake.place('comment-item-3', 200)
    fake.place('comment-item-4', 2000)
    const settler = createSettler(fake.page, timing)
    settler.focus('comment-item-3')
    fake.frames(10)
    expect(fake.focused).toEqual([{ id: 'comment-item-3', preventScroll: true }])
    expect(fake.scrolls).toEqual([])
    settler.focus('comment-item-4')
    fake.frames(2)
    expect(fake.scrolls).toEqual([{ id: 'comment-item-4', behavior: 'instant', block: 'nearest' }])
    // Shown at the viewport's end, and kept in view when the comments above it render taller.
    expect(fake.top('comment-item-4')).toBe(450)
    fake.grow('comment-item-4', 300)
    fake.frame()
    expect(fake.top('comment-item-4')).toBe(450)
  })

  it('leaves the focus where the visitor moved it before the target rendered, but puts back one a render dropped', () => {
    const fake = fakePage({ reducedMotion: true })
    const settler = createSettler(fake.page, timing)
    fake.focusOn(link('page'))
    settler.focusAtStart('comments')
    fake.focusOn(link('refresh'))
    fake.place('comments', 3000)
    fake.frames(10)
    expect(fake.focused).toEqual([])
    // The render that brought the target took the focused control away.
    settler.focusAtStart('comments')
    fake.focusOn(null)
    fake.frames(10)
    expect(fake.focused).toEqual([{ id: 'comments', preventScroll: true }])
  })

  it('moves the focus on from the copy of the visitor’s control that the view put back after the render', () => {
    const fake = fakePage({ reducedMotion: true })
    const settler = createSettler(fake.page, timing)
    const vote = link('vote')
    fake.focusOn(vote)
    settler.focus('comment-vote-holder-3')
    const copy = link('vote')
    keptFocus.set(copy, vote)
    fake.focusOn(copy)
    fake.place('comment-vote-holder-3', 300)
    fake.frames(10)
    expect(fake.focused).toEqual([{ id: 'comment-vote-holder-3', preventScroll: true }])
  })

  it('leaves the focus on another control the visitor went to, that the view put back after the render', () => {
    const fake = fakePage({ reducedMotion: true })
    const settler = createSettler(fake.page, timing)
    fake.focusOn(link('refresh'))
    settler.focus('comments')
    const field = document.createElement('textarea')
    keptFocus.set(field, field)
    fake.focusOn(field)
    fake.place('comments', 300)
    fake.frames(10)
    expect(fake.focused).toEqual([])
  })

  it('moves focus to a target and brings its start to the viewport’s, as a scroll does', () => {
    const fake = fakePage({ reducedMotion: true })
    fake.place('comments', 3000)
    const settler = createSettler(fake.page, timing)
    settler.focusAtStart('comments')
    fake.frames(10)
    expect(fake.focused).toEqual([{ id: 'comments', preventScroll: true }])
    expect(fake.top('comments')).toBe(0)
  })

  it('marks a comment a scroll landed on, once, and nothing a focus move or another scroll reached', () => {
    const fake = fakePage()
    fake.place('comment-3', 400)
    fake.place('comment-item-4', 200)
    fake.place('comments', 100)
    const settler = createSettler(fake.page, timing)
    settler.scrollTo('comment-3')
    fake.frames(30)
    settler.focus('comment-item-4')
    fake.frames(30)
    settler.scrollTo('comments')
    fake.frames(30)
    expect(fake.marks).toEqual(['comment-3'])
  })

  it('lets a newer scroll or focus move replace the one still settling', () => {
    const fake = fakePage()
    fake.place('comment-900', 90_000)
    fake.place('comments', 400)
    const settler = createSettler(fake.page, timing)
    settler.scrollTo('comment-900')
    fake.frame()
    settler.scrollTo('comments')
    fake.grow('comment-900', 500)
    fake.frames(20)
    // The thread's top is far above: a jump, and comment 900 growing afterwards moves nothing.
    expect(fake.scrolls.map((scroll) => scroll.id)).toEqual(['comment-900', 'comments'])
    expect(fake.top('comments')).toBe(0)
  })
})

describe('browserSettlePage', () => {
  it('finds a control inside an element by its action, and nothing when no control does that', () => {
    document.body.innerHTML =
      '<div id="comment-item-3"><a href="#" data-jc-action=\'{"type":"reply","commentId":3,"quote":false}\'>Reply</a>' +
      '<a href="#" data-jc-action=\'{"type":"reply","commentId":3,"quote":true}\'>Reply with quote</a></div>'
    const page = browserSettlePage(window)
    const quote = page.find('comment-item-3', '{"type":"reply","commentId":3,"quote":true}')
    expect((quote as unknown as HTMLElement | null)?.textContent).toBe('Reply with quote')
    expect(page.find('comment-item-3', '{"type":"edit","commentId":3}')).toBeNull()
    expect(page.find('comment-item-4', '{"type":"edit","commentId":4}')).toBeNull()
  })

  it('finds a comment and its controls where the page names an image getElementById', () => {
    document.body.innerHTML =
      '<div id="comment-item-3"><a id="comment-3">#</a>' +
      '<a href="#" data-jc-action=\'{"type":"reply","commentId":3,"quote":false}\'>Reply</a></div>'
    const stopShadowing = printNamedImages(document, 'getElementById')
    const page = browserSettlePage(window)
    const reply = page.find('comment-item-3', '{"type":"reply","commentId":3,"quote":false}')
    const box = page.find('comment-3')
    stopShadowing()
    expect((reply as unknown as HTMLElement | null)?.textContent).toBe('Reply')
    expect((box as unknown as HTMLElement | null)?.id).toBe('comment-item-3')
  })

  it('marks the box a link landed on for a moment, for the stylesheet to draw', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="comment-item-5"><a id="comment-5">#</a></div>'
    const page = browserSettlePage(window)
    const box = page.find('comment-5') as SettleTarget
    page.mark(box)
    const element = document.getElementById('comment-item-5') as HTMLElement
    expect(element.hasAttribute('data-jc-linked')).toBe(true)
    vi.advanceTimersByTime(linkedMarkMs)
    expect(element.hasAttribute('data-jc-linked')).toBe(false)
    vi.useRealTimers()
  })
})
