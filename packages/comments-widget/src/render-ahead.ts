/**
 * Comments a jump lands on are rendered in the frame that shows them.
 *
 * The browser renders the comments skipped off screen (`content-visibility:
 * auto`) once they come within a margin of the viewport, and finds that out
 * after painting a frame: a jump beyond the margin (the End key, the
 * scrollbar dragged, a link to a comment) paints one frame of empty boxes at
 * the stylesheet's estimates, then the comments, which are not that tall, so
 * what the visitor landed on moves. Chromium's margin is one and a half
 * viewports each way; scrolling a viewport or less at a time stays inside it.
 *
 * So after a jump of more than a viewport, the comments within that margin of
 * the new view are marked (`data-jc-ahead`, which the stylesheet renders
 * with the same containment), before the browser lays out the frame; scroll
 * anchoring keeps in place what the visitor sees. Two frames later the mark
 * goes: a comment whose `content-visibility` turns `auto` is measured against
 * the viewport in the frame it turns, so it stays rendered where near.
 */

import { commentBoxes } from './view/kept-place.ts'

/** The attribute that renders a comment a jump brought near. */
export const aheadAttribute = 'data-jc-ahead'

/** The browser's margin around the viewport, in viewports: the comments it renders ahead on its own. */
const margin = 1.5

/** What rendering ahead reads and listens to in a window; tests hand in a fake one. */
export interface AheadWindow {
  readonly innerHeight: number
  readonly scrollY: number
  addEventListener(type: 'scroll', listener: () => void, options: { signal: AbortSignal }): void
  requestAnimationFrame(callback: () => void): number
}

/**
 * Renders ahead the comments in `root` after each jump of the page, until
 * `signal` aborts. A template that scrolls a box of its own instead of the
 * page goes without: its visitors see the browser's own rendering.
 */
export function renderAhead(view: AheadWindow, root: Element, signal: AbortSignal): void {
  let offset = view.scrollY
  const onScroll = () => {
    const height = view.innerHeight
    const jump = Math.abs(view.scrollY - offset)
    offset = view.scrollY
    if (jump <= height) return
    // Every box is read before any is marked: a mark among the reads would lay the page out at each read.
    const near = [...root.querySelectorAll(commentBoxes)].filter((box) => {
      const { top, bottom } = box.getBoundingClientRect()
      return bottom > -margin * height && top < (1 + margin) * height
    })
    for (const box of near) box.setAttribute(aheadAttribute, '')
    // A frame requested now would run in this one, before its layout.
    view.requestAnimationFrame(() =>
      view.requestAnimationFrame(() => {
        for (const box of near) box.removeAttribute(aheadAttribute)
      }),
    )
  }
  // Scroll events cannot be cancelled: the listener is passive as it is.
  view.addEventListener('scroll', onScroll, { signal })
}
