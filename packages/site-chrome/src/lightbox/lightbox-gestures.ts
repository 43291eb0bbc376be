import type { Direction } from '@jc/widget-kit'

/** A move through the set that a key, a wheel turn or a swipe asks for. */
export type LightboxMove = 'previous' | 'next' | 'first' | 'last'

/**
 * The arrow keys follow the screen: in a right-to-left page the left arrow
 * goes forward, as the set runs from right to left there.
 */
export function keyMove(key: string, direction: Direction): LightboxMove | undefined {
  switch (key) {
    case 'ArrowLeft':
      return direction === 'rtl' ? 'next' : 'previous'
    case 'ArrowRight':
      return direction === 'rtl' ? 'previous' : 'next'
    case 'ArrowUp':
    case 'PageUp':
      return 'previous'
    case 'ArrowDown':
    case 'PageDown':
      return 'next'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return undefined
  }
}

/**
 * A trackpad sends dozens of wheel events for one flick; a new move starts
 * only after the wheel has been still this long, so one gesture is one step.
 */
export const wheelGestureGap = 200

/**
 * A click this soon after the viewer opened is the second half of the double
 * tap or click that opened it (the systems' double-click time is 500 ms by
 * default), not a click of its own.
 */
export const doubleClickGap = 500

/** Down (or forward along the line) goes to the next image, up to the previous. */
export function wheelMove(
  deltaX: number,
  deltaY: number,
  direction: Direction,
): LightboxMove | undefined {
  if (deltaX === 0 && deltaY === 0) return undefined
  if (Math.abs(deltaY) >= Math.abs(deltaX)) return deltaY > 0 ? 'next' : 'previous'
  const forward = direction === 'rtl' ? deltaX < 0 : deltaX > 0
  return forward ? 'next' : 'previous'
}

/** How far a finger has to travel, in CSS pixels, for a swipe. */
export const swipeDistance = 40

/** A swipe against the reading direction brings the next image, like turning a page. */
export function swipeMove(
  deltaX: number,
  deltaY: number,
  direction: Direction,
): LightboxMove | undefined {
  if (Math.abs(deltaX) < swipeDistance || Math.abs(deltaX) <= Math.abs(deltaY)) return undefined
  const forward = direction === 'rtl' ? deltaX > 0 : deltaX < 0
  return forward ? 'next' : 'previous'
}
