import type { ElementWidth, MotionPreference } from '@jc/widget-kit'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cardsInView, keenSlider } from './slider.ts'

const moves = vi.hoisted(() => [] as { index: number; duration: number | undefined }[])
/** The last keen-slider made: the options it was given, and what was asked of it. */
const made = vi.hoisted(() => ({
  options: {} as Record<string, ((slider: unknown) => void) | undefined>,
  slider: undefined as
    | { animator: { targetIdx: number | null }; track: { details: unknown } }
    | undefined,
  updates: 0,
}))

// keen-slider animates on animation frames, which a test cannot watch: only the move asked of it is checked.
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { abs: 2 } as unknown }
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
  initial: 0,
  rtl: false,
  width: widthSwitch(),
  shown: () => {},
  dragged: () => {},
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
    expect(moves).toEqual([
      { index: 3, duration: 3000 },
      { index: 1, duration: 3000 },
    ])
  })

  it('starts at the card it is given', () => {
    keenSlider(document.createElement('div'), {
      ...options,
      initial: 2,
      motion: motionSwitch(false),
    })
    expect((made.options as Record<string, unknown>).initial).toBe(2)
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
    slider.previous()
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

  it('tells which cards are in view each time it comes to rest, and when it is dragged', () => {
    const shown = vi.fn()
    const dragged = vi.fn()
    keenSlider(document.createElement('div'), {
      ...options,
      motion: motionSwitch(false),
      shown,
      dragged,
    })
    if (made.slider) {
      made.slider.track.details = {
        slides: [
          { portion: 0, distance: -1 / 3 },
          { portion: 1, distance: 0 },
          { portion: 1, distance: 1 / 3 },
          { portion: 1, distance: 2 / 3 },
        ],
      }
    }
    for (const rest of ['created', 'animationEnded', 'optionsChanged', 'updated']) {
      made.options[rest]?.(made.slider)
    }
    expect(shown.mock.calls).toEqual(Array(4).fill([[1, 2, 3]]))
    made.options.dragChecked?.(made.slider)
    expect(dragged).toHaveBeenCalledTimes(1)
  })
})

describe('the cards in view', () => {
  it('are those more than half in view, from the list’s start, across a loop’s seam', () => {
    const slides = [
      { portion: 1, distance: 1 / 3 },
      { portion: 0.0000001, distance: 2 / 3 },
      { portion: 0.9999999, distance: 0.6666666 },
      { portion: 1, distance: 0 },
    ]
    expect(cardsInView({ slides }, false)).toEqual([3, 0, 2])
    expect(cardsInView(null, false)).toEqual([])
  })

  it('are from the list’s start right to left too, where keen-slider measures from its end', () => {
    // Cards 2, 3 and 4 of four in view, as keen-slider gives them right to left: a card's
    // distance is that of its left edge from the list's left edge, so card 4 is nearest.
    const slides = [
      { portion: 0, distance: 1 },
      { portion: 1, distance: 2 / 3 },
      { portion: 1, distance: 1 / 3 },
      { portion: 1, distance: 0 },
    ]
    expect(cardsInView({ slides }, true)).toEqual([1, 2, 3])
  })
})
