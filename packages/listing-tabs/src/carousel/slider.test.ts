import type { ElementWidth, MotionPreference } from '@jc/widget-kit'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { keenSlider } from './slider.ts'

const moves = vi.hoisted(() => [] as { index: number; duration: number | undefined }[])
/** The last keen-slider made: the options it was given, and what was asked of it. */
const made = vi.hoisted(() => ({
  options: {} as { dragEnded?: (slider: unknown) => void },
  slider: undefined as { animator: { targetIdx: number | null } } | undefined,
  updates: 0,
}))

// keen-slider animates on animation frames, which a test cannot watch: only the move asked of it is checked.
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { abs: 2 } }
    // Where a running move (or keen-slider's own snap after a drag) is going; null when still.
    animator = { targetIdx: null as number | null }
    hooks = new Map<string, () => void>()
    // As keen-slider does: its plugins hook in, then it is created.
    constructor(
      readonly container: HTMLElement,
      options: typeof made.options,
      plugins: ((slider: unknown) => void)[] = [],
    ) {
      made.options = options
      made.slider = this
      for (const plugin of plugins) plugin(this)
      this.hooks.get('created')?.()
    }
    on(hook: string, listener: () => void) {
      this.hooks.set(hook, listener)
    }
    moveToIdx(index: number, _absolute: boolean, animation?: { duration?: number }) {
      moves.push({ index, duration: animation?.duration })
    }
    update() {
      made.updates++
    }
    destroy() {
      this.hooks.get('destroyed')?.()
    }
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

/** Stands in for the browser's word that the list changed width. */
function widthSwitch(): ElementWidth & { resize(): void } {
  const listeners = new Set<() => void>()
  return {
    observe: (_element, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    resize() {
      for (const listener of listeners) listener()
    },
  }
}

const options = {
  loop: false,
  perView: 3,
  spacing: 0,
  speed: 3000,
  rtl: false,
  width: widthSwitch(),
} as const

/** Makes the last slider be on its way to `index`, as keen-slider is during a move. */
function movingTo(index: number) {
  if (made.slider) made.slider.animator.targetIdx = index
}

beforeEach(() => {
  moves.length = 0
  made.updates = 0
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

  it('steps from where a running move goes, so that quick presses each count', () => {
    const slider = keenSlider(document.createElement('div'), {
      ...options,
      motion: motionSwitch(false),
    })
    movingTo(5)
    slider.next()
    slider.previous()
    expect(moves.map((move) => move.index)).toEqual([6, 4])
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

  it('lands a drag at once under reduced motion, also when it is asked for after the start', () => {
    const motion = motionSwitch(false)
    keenSlider(document.createElement('div'), { ...options, motion })
    const release = () => made.options.dragEnded?.(made.slider)
    movingTo(4)
    release()
    expect(moves).toEqual([])
    motion.reduce(true)
    release()
    expect(moves).toEqual([{ index: 4, duration: 0 }])
  })

  it('lays the cards out again whenever the list changes width, until destroyed', () => {
    const width = widthSwitch()
    const slider = keenSlider(document.createElement('div'), {
      ...options,
      width,
      motion: motionSwitch(false),
    })
    width.resize()
    expect(made.updates).toBe(1)
    slider.destroy()
    width.resize()
    expect(made.updates).toBe(1)
  })
})
