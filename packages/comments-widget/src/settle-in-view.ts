/**
 * Scrolling to a comment of a long thread, and keeping it there.
 *
 * The default stylesheet lets the browser skip the comments off screen
 * (`content-visibility: auto`): until one has been rendered it counts for
 * the stylesheet's estimate. A scroll to a comment far down is
 * computed over those estimates, and the comments around it get their real
 * heights only once they are near the viewport, which moves the target; a
 * smooth scroll also renders every comment it passes while it runs on to its
 * stale end (measured in Chromium: 13,000 px short over 900 comments).
 *
 * So the widget scrolls (smoothly only when the target is near and the visitor
 * allows motion), then reads the target's place every frame and aligns it
 * again, at once, whenever it moved, until it has kept still for a while, the
 * visitor scrolled on their own, or a time limit passed.
 */

import { elementById } from '@jc/widget-kit'
import { visitorsControl } from './focus-kept.ts'
import { focusedElement } from './focused-element.ts'
import { actionAttribute } from './model/markup.ts'

/** Where the target ends up: at the viewport's block start, or just inside it. */
export type Alignment = 'start' | 'nearest'

/** The viewport-relative box of a target. */
export interface SettleRect {
  readonly top: number
  readonly left: number
  readonly bottom: number
  readonly right: number
}

/** What settling does with a target: a DOM element in the browser. */
export interface SettleTarget {
  getBoundingClientRect(): SettleRect
  scrollIntoView(options: ScrollIntoViewOptions): void
  focus(options?: FocusOptions): void
}

/** What settling reads and moves on the page; tests hand in a fake one. */
export interface SettlePage {
  /**
   * The target with this id now (a render may have replaced it since the last
   * frame), or the control inside it whose action is `control`.
   */
  find(id: string, control?: string): SettleTarget | null
  /** Runs the callback before the next paint (requestAnimationFrame). */
  requestFrame(callback: () => void): number
  cancelFrame(handle: number): void
  now(): number
  /** The visitor asked for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion(): boolean
  viewport(): { readonly width: number; readonly height: number }
  /** Calls back when the visitor scrolls on their own (wheel, touch, keys, pointer); returns the unsubscribe. */
  onVisitorScroll(listener: () => void): () => void
  /** Marks the comment a link landed on, for a moment (`data-jc-linked`, which the stylesheet draws). */
  mark(target: SettleTarget): void
  /** The element that has the focus; null where none has (the body). */
  focused(): Element | null
}

export interface SettleOptions {
  readonly align: Alignment
  /** Move the focus to the target too (without the browser's own scroll). */
  readonly focus?: boolean
  /** The target is the control inside the element with this action (`data-jc-action`). */
  readonly control?: string | undefined
  /** Mark the target once it is there: a link to it landed here. */
  readonly mark?: boolean
}

export interface SettleTiming {
  /** How long to look for a target that a coming render should create. */
  readonly appearMs: number
  /** How long the target must keep still, once aligned, before the watch ends. */
  readonly quietMs: number
  /** The watch ends after this, whatever happens. */
  readonly limitMs: number
  /** Frames without movement that tell a smooth scroll has ended. */
  readonly glideStillFrames: number
  /** Beyond this many viewports the scroll jumps: a long smooth scroll over skipped comments lands far off. */
  readonly smoothViewports: number
}

export const settleTiming: SettleTiming = {
  appearMs: 1000,
  quietMs: 500,
  limitMs: 3000,
  glideStillFrames: 3,
  smoothViewports: 2,
}

/** Half a pixel either way is the same place (subpixel layout). */
function same(a: SettleRect, b: SettleRect): boolean {
  return Math.abs(a.top - b.top) < 0.5 && Math.abs(a.left - b.left) < 0.5
}

function inView(rect: SettleRect, viewport: { width: number; height: number }): boolean {
  return (
    rect.top >= 0 &&
    rect.left >= 0 &&
    rect.bottom <= viewport.height &&
    rect.right <= viewport.width
  )
}

function far(rect: SettleRect, viewport: { width: number; height: number }, viewports: number) {
  return (
    Math.abs(rect.top) > viewports * viewport.height ||
    Math.abs(rect.left) > viewports * viewport.width
  )
}

/**
 * Brings the target with this id into view after the render that creates it,
 * and keeps it there while the skipped content around it renders. Returns a
 * function that ends the watch at once.
 */
export function settleInView(
  page: SettlePage,
  id: string,
  options: SettleOptions,
  timing: SettleTiming = settleTiming,
): () => void {
  const started = page.now()
  // appear: waiting for the target; glide: the browser's smooth scroll runs; hold: aligned, watching.
  let phase: 'appear' | 'glide' | 'hold' = 'appear'
  let last: SettleRect | null = null
  let moved = false
  let stillFrames = 0
  let quietSince = started
  let handle: number | null = null
  let stopped = false
  const unsubscribe = page.onVisitorScroll(stop)
  // A focus move waits for its target to render: where the visitor moved the
  // focus on meanwhile, theirs stands; where a render took the focused control
  // away, leaving the focus on the body, the move puts it back, as it does
  // where the view put it back on that control's copy (focus-kept.ts).
  const visitorOn = () => {
    const focused = page.focused()
    return focused && visitorsControl(focused)
  }
  const focusedBefore = options.focus ? visitorOn() : null
  const focusOvertaken = () => {
    const now = visitorOn()
    return now !== null && now !== focusedBefore
  }

  function stop() {
    if (stopped) return
    stopped = true
    if (handle !== null) page.cancelFrame(handle)
    unsubscribe()
  }

  /** Aligns the target and returns where it is right after (the baseline to hold). */
  function align(target: SettleTarget, behavior: ScrollBehavior): SettleRect {
    const rect = target.getBoundingClientRect()
    if (options.align === 'nearest' && inView(rect, page.viewport())) return rect
    target.scrollIntoView({ block: options.align, inline: 'nearest', behavior })
    return target.getBoundingClientRect()
  }

  function hold(target: SettleTarget, now: number) {
    phase = 'hold'
    last = align(target, 'instant')
    quietSince = now
  }

  function frame() {
    handle = null
    if (stopped) return
    const now = page.now()
    if (now - started >= timing.limitMs) return stop()
    const target = page.find(id, options.control)
    if (!target) {
      // Not rendered yet; once it was, a render removed it and there is nothing to keep.
      if (phase === 'appear' && now - started < timing.appearMs) return next()
      return stop()
    }
    if (phase === 'appear') {
      if (options.focus && !focusOvertaken()) target.focus({ preventScroll: true })
      if (options.mark) page.mark(target)
      const rect = target.getBoundingClientRect()
      const glide =
        options.align === 'start' &&
        !page.reducedMotion() &&
        !far(rect, page.viewport(), timing.smoothViewports)
      if (glide) {
        phase = 'glide'
        target.scrollIntoView({ block: options.align, inline: 'nearest', behavior: 'smooth' })
        last = null
      } else {
        hold(target, now)
      }
      return next()
    }
    const rect = target.getBoundingClientRect()
    if (phase === 'glide') {
      if (last !== null && same(rect, last)) stillFrames++
      else {
        moved ||= last !== null
        stillFrames = 0
      }
      last = rect
      // Ended (or had nowhere to go): wherever it stopped, align where the target is now.
      if (stillFrames >= (moved ? timing.glideStillFrames : timing.glideStillFrames * 3)) {
        hold(target, now)
      }
      return next()
    }
    if (last !== null && !same(rect, last)) {
      // Content around it rendered (or a render replaced it) and moved it.
      hold(target, now)
      return next()
    }
    if (now - quietSince >= timing.quietMs) return stop()
    next()
  }

  function next() {
    handle = page.requestFrame(frame)
  }

  next()
  return stop
}

/**
 * Scrolls and focus moves for one widget: a newer one replaces the one still
 * settling. A scroll to a comment (`#comment-<id>`) is where a link to it
 * lands, whichever page of the thread holds it: that comment is marked too.
 */
export function createSettler(page: SettlePage, timing: SettleTiming = settleTiming) {
  let current: (() => void) | null = null
  const settle = (id: string, options: SettleOptions) => {
    current?.()
    current = settleInView(page, id, options, timing)
  }
  return {
    /** The target's block start at the viewport's, smoothly when near and motion is allowed. */
    scrollTo: (id: string) => settle(id, { align: 'start', mark: /^comment-\d+$/.test(id) }),
    /** Focus to the target (or a control inside it), scrolled only as far as it takes to show it. */
    focus: (id: string, control?: string) => settle(id, { align: 'nearest', focus: true, control }),
    /** Focus to the target, and its block start at the viewport's, as `scrollTo` brings it. */
    focusAtStart: (id: string) => settle(id, { align: 'start', focus: true }),
  }
}

/**
 * The control inside the element with this id whose action is `control`: a
 * control has no id of its own, and the one that opened a form is found
 * again by what it does.
 */
export function findControl(document: Document, id: string, control: string): HTMLElement | null {
  for (const candidate of elementById(document, id)?.querySelectorAll<HTMLElement>(
    `[${actionAttribute}]`,
  ) ?? []) {
    if (candidate.getAttribute(actionAttribute) === control) return candidate
  }
  return null
}

/** How long a linked comment stays marked; the stylesheet fades the mark out towards the end. */
export const linkedMarkMs = 3000

const visitorScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * The page in a browser window. A comment's anchor (`#comment-<id>`) sits
 * inside its box, under the box's top edge: a scroll to it shows the whole
 * box (`#comment-item-<id>`).
 */
export function browserSettlePage(view: Window): SettlePage {
  return {
    find: (id, control) => {
      if (control) return findControl(view.document, id, control)
      const element = elementById(view.document, id)
      const box = /^comment-\d+$/.test(id) ? element?.closest('[id^="comment-item-"]') : null
      return (box as HTMLElement | null | undefined) ?? element
    },
    requestFrame: (callback) => view.requestAnimationFrame(callback),
    cancelFrame: (handle) => view.cancelAnimationFrame(handle),
    now: () => view.performance.now(),
    reducedMotion: () => view.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
    viewport: () => ({ width: view.innerWidth, height: view.innerHeight }),
    focused: () => focusedElement(view.document),
    mark: (target) => {
      const box = target as HTMLElement
      box.setAttribute('data-jc-linked', '')
      view.setTimeout(() => box.removeAttribute('data-jc-linked'), linkedMarkMs)
    },
    onVisitorScroll: (listener) => {
      const options = { capture: true, passive: true }
      for (const type of visitorScrollEvents) view.addEventListener(type, listener, options)
      return () => {
        for (const type of visitorScrollEvents) view.removeEventListener(type, listener, options)
      }
    },
  }
}
