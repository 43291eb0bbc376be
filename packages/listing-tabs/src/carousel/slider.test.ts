import type { MotionPreference } from '@jc/widget-kit'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { keenSlider } from './slider.ts'

const moves = vi.hoisted(() => [] as { index: number; duration: number | undefined }[])

// keen-slider animates on animation frames, which a test cannot watch: only the move asked of it is checked.
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { abs: 2 } }
    moveToIdx(index: number, _absolute: boolean, animation?: { duration?: number }) {
      moves.push({ index, duration: animation?.duration })
    }
    destroy() {}
  },
}))

function motionSwitch(reduced: boolean): MotionPreference & { reduce(value: boolean): void } {
  return {
    reduced: () => reduced,
    subscribe: () => () => {},
    reduce(value) {
      reduced = value
    },
  }
}

const options = { loop: false, perView: 3, spacing: 0, speed: 3000, rtl: false } as const

beforeEach(() => {
  moves.length = 0
})

describe('the keen-slider carousel', () => {
  it('moves at its speed, one card at a time', () => {
    const slider = keenSlider(document.createElement('div'), {
      ...options,
      motion: motionSwitch(false),
    })
    slider.next()
    slider.previous()
    slider.moveTo(0)
    expect(moves).toEqual([
      { index: 3, duration: 3000 },
      { index: 1, duration: 3000 },
      { index: 0, duration: 3000 },
    ])
  })

  it('moves at once under reduced motion, also when it is asked for after the start', () => {
    const motion = motionSwitch(true)
    const slider = keenSlider(document.createElement('div'), { ...options, motion })
    slider.next()
    motion.reduce(false)
    slider.next()
    motion.reduce(true)
    slider.moveTo(1)
    expect(moves.map((move) => move.duration)).toEqual([0, 3000, 0])
  })
})
