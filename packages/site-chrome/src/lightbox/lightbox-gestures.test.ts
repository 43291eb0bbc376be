// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keyMove, swipeDistance, swipeMove, wheelMove } from './lightbox-gestures.ts'

describe('keyMove', () => {
  it('follows the screen with the arrows, mirrored right to left', () => {
    expect(keyMove('ArrowLeft', 'ltr')).toBe('previous')
    expect(keyMove('ArrowRight', 'ltr')).toBe('next')
    expect(keyMove('ArrowLeft', 'rtl')).toBe('next')
    expect(keyMove('ArrowRight', 'rtl')).toBe('previous')
  })

  it('reads up, down, page and end keys the same in both directions', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(keyMove('ArrowUp', direction)).toBe('previous')
      expect(keyMove('PageUp', direction)).toBe('previous')
      expect(keyMove('ArrowDown', direction)).toBe('next')
      expect(keyMove('PageDown', direction)).toBe('next')
      expect(keyMove('Home', direction)).toBe('first')
      expect(keyMove('End', direction)).toBe('last')
    }
  })

  it('leaves other keys alone', () => {
    expect(keyMove('Enter', 'ltr')).toBeUndefined()
    expect(keyMove('Escape', 'rtl')).toBeUndefined()
  })
})

describe('wheelMove', () => {
  it('goes forward on a turn down and back on a turn up', () => {
    expect(wheelMove(0, 120, 'ltr')).toBe('next')
    expect(wheelMove(0, -120, 'rtl')).toBe('previous')
  })

  it('reads a sideways scroll along the line, mirrored right to left', () => {
    expect(wheelMove(80, 5, 'ltr')).toBe('next')
    expect(wheelMove(80, 5, 'rtl')).toBe('previous')
    expect(wheelMove(-80, 5, 'rtl')).toBe('next')
  })

  it('ignores an empty event', () => {
    expect(wheelMove(0, 0, 'ltr')).toBeUndefined()
  })
})

describe('swipeMove', () => {
  it('brings the next image with a swipe against the reading direction', () => {
    expect(swipeMove(-120, 10, 'ltr')).toBe('next')
    expect(swipeMove(120, 10, 'ltr')).toBe('previous')
    expect(swipeMove(120, 10, 'rtl')).toBe('next')
    expect(swipeMove(-120, 10, 'rtl')).toBe('previous')
  })

  it('ignores short and mostly vertical moves', () => {
    expect(swipeMove(-(swipeDistance - 1), 0, 'ltr')).toBeUndefined()
    expect(swipeMove(-60, 90, 'ltr')).toBeUndefined()
  })
})
