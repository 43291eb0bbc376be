// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { type AutoplaySlider, autoplay } from './autoplay.ts'
import { type SliderSettings, sliderDefaults } from './slider-settings.ts'
import { createSliderStore } from './slider-store.ts'

type Hook = Parameters<AutoplaySlider['on']>[0]

/** Stands in for keen-slider: records the moves and lets the test fire its hooks. */
function fakeSlider() {
  const hooks = new Map<Hook, (() => void)[]>()
  const moves: string[] = []
  const slider = {
    on: (name: Hook, callback: () => void) => {
      hooks.set(name, [...(hooks.get(name) ?? []), callback])
    },
    next: () => moves.push('next'),
    prev: () => moves.push('prev'),
    moveToIdx: (index: number) => moves.push(`to ${index}`),
  } as unknown as AutoplaySlider
  const fire = (name: Hook) => {
    for (const callback of hooks.get(name) ?? []) callback()
  }
  return { slider, moves, fire }
}

function setup(settings: Partial<SliderSettings> = {}, reduced = false) {
  const store = createSliderStore(4, { ...sliderDefaults, ...settings }, reduced)
  const timers = manualTimers()
  const { slider, moves, fire } = fakeSlider()
  autoplay(store, timers, () => 2500)(slider as never)
  fire('created')
  return { store, timers, moves, fire }
}

describe('autoplay', () => {
  it('moves to the next slide after each pause', () => {
    const { timers, moves, fire } = setup()
    timers.advance(2499)
    expect(moves).toEqual([])
    timers.advance(1)
    expect(moves).toEqual(['next'])
    fire('animationEnded')
    timers.advance(2500)
    expect(moves).toEqual(['next', 'next'])
  })

  it('goes backwards when its direction is prev', () => {
    const { timers, moves } = setup({ direction: 'prev' })
    timers.advance(2500)
    expect(moves).toEqual(['prev'])
  })

  it('waits while hovered and starts a full pause when the pointer leaves', () => {
    const { store, timers, moves } = setup()
    timers.advance(2000)
    store.dispatch({ type: 'hovered', inside: true })
    timers.advance(5000)
    expect(moves).toEqual([])
    store.dispatch({ type: 'hovered', inside: false })
    timers.advance(2499)
    expect(moves).toEqual([])
    timers.advance(1)
    expect(moves).toEqual(['next'])
  })

  it('waits while focus is inside and while rotation is stopped', () => {
    const { store, timers, moves } = setup()
    store.dispatch({ type: 'focused', inside: true })
    timers.advance(10_000)
    store.dispatch({ type: 'focused', inside: false })
    store.dispatch({ type: 'rotationToggled' })
    timers.advance(10_000)
    expect(moves).toEqual([])
    expect(timers.pending()).toBe(0)
  })

  it('never starts when the visitor prefers less motion', () => {
    const { timers, moves } = setup({}, true)
    timers.advance(10_000)
    expect(moves).toEqual([])
  })

  it('stops at the last slide with repeat off, and starts over when played again', () => {
    const { store, timers, moves, fire } = setup({ repeat: false })
    for (const index of [1, 2, 3]) {
      timers.advance(2500)
      store.dispatch({ type: 'settled', index })
      fire('animationEnded')
    }
    expect(moves).toEqual(['to 1', 'to 2', 'to 3'])
    timers.advance(10_000)
    expect(moves).toHaveLength(3)
    store.dispatch({ type: 'rotationToggled' })
    timers.advance(2500)
    expect(moves.at(-1)).toBe('to 0')
  })

  it('holds still while dragged and stops for good once destroyed', () => {
    const { timers, moves, fire } = setup()
    fire('dragStarted')
    timers.advance(10_000)
    expect(moves).toEqual([])
    fire('animationEnded')
    fire('destroyed')
    timers.advance(10_000)
    expect(moves).toEqual([])
  })
})
