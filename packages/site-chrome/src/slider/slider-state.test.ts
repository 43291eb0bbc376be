// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sliderDefaults } from './slider-settings.ts'
import {
  advanceTarget,
  initialSliderState,
  isAdvancing,
  type SliderAction,
  type SliderState,
  sliderTransition,
} from './slider-state.ts'

const start = (settings = {}, reduced = false, count = 4) =>
  initialSliderState(count, { ...sliderDefaults, ...settings }, reduced)

const run = (state: SliderState, ...actions: SliderAction[]) =>
  actions.reduce(sliderTransition, state)

describe('initialSliderState', () => {
  it('starts on the first slide, rotating when auto is on', () => {
    expect(start()).toMatchObject({ index: 0, count: 4, rotating: true })
    expect(isAdvancing(start())).toBe(true)
  })

  it('does not rotate with auto off, or when the visitor asked for less motion', () => {
    expect(start({ auto: false }).rotating).toBe(false)
    expect(start({}, true).rotating).toBe(false)
  })
})

describe('sliderTransition', () => {
  it('follows the slide in view and ignores positions outside the set', () => {
    const state = start()
    expect(run(state, { type: 'settled', index: 2 }).index).toBe(2)
    expect(run(state, { type: 'settled', index: 4 })).toBe(state)
    expect(run(state, { type: 'settled', index: -1 })).toBe(state)
    expect(run(state, { type: 'settled', index: 0 })).toBe(state)
  })

  it('keeps rotating past the last slide with repeat on', () => {
    expect(run(start(), { type: 'settled', index: 3 }).rotating).toBe(true)
  })

  it('stops at the last slide with repeat off', () => {
    const ended = run(start({ repeat: false }), { type: 'settled', index: 3 })
    expect(ended.rotating).toBe(false)
    expect(isAdvancing(ended)).toBe(false)
  })

  it('stops at the first slide when rotating backwards without repeat', () => {
    const backwards = start({ repeat: false, direction: 'prev' })
    expect(run(backwards, { type: 'settled', index: 3 }).rotating).toBe(true)
    expect(
      run(backwards, { type: 'settled', index: 3 }, { type: 'settled', index: 0 }).rotating,
    ).toBe(false)
  })

  it('pauses while hovered, unless hover pause is off', () => {
    const hovered = run(start(), { type: 'hovered', inside: true })
    expect(isAdvancing(hovered)).toBe(false)
    expect(hovered.rotating).toBe(true)
    expect(isAdvancing(run(hovered, { type: 'hovered', inside: false }))).toBe(true)
    expect(isAdvancing(run(start({ hoverPause: false }), { type: 'hovered', inside: true }))).toBe(
      true,
    )
  })

  it('pauses while focus is inside, whatever the hover setting', () => {
    const focused = run(start({ hoverPause: false }), { type: 'focused', inside: true })
    expect(isAdvancing(focused)).toBe(false)
    expect(isAdvancing(run(focused, { type: 'focused', inside: false }))).toBe(true)
  })

  it('returns the same state when hover or focus does not change', () => {
    const state = start()
    expect(run(state, { type: 'hovered', inside: false })).toBe(state)
    expect(run(state, { type: 'focused', inside: false })).toBe(state)
  })

  it('stops and starts the rotation with the pause/play button', () => {
    const stopped = run(start(), { type: 'rotationToggled' })
    expect(stopped.rotating).toBe(false)
    expect(isAdvancing(stopped)).toBe(false)
    expect(run(stopped, { type: 'rotationToggled' }).rotating).toBe(true)
    expect(run(start({ auto: false }), { type: 'rotationToggled' }).rotating).toBe(true)
  })

  it('stops the rotation when the visitor asks for less motion, and leaves it stopped after', () => {
    const reduced = run(start(), { type: 'motionChanged', reduced: true })
    expect(reduced).toMatchObject({ rotating: false, reducedMotion: true })
    expect(run(reduced, { type: 'motionChanged', reduced: false }).rotating).toBe(false)
    const restarted = run(reduced, { type: 'rotationToggled' })
    expect(restarted.rotating).toBe(true)
  })

  it('takes new settings, switching the rotation only when auto changes', () => {
    const stopped = run(start(), { type: 'rotationToggled' })
    const sameAuto = run(stopped, {
      type: 'configured',
      settings: { ...sliderDefaults, repeat: false, direction: 'prev', hoverPause: false },
    })
    expect(sameAuto).toMatchObject({
      repeat: false,
      direction: 'prev',
      hoverPause: false,
      rotating: false,
    })
    const autoOff = run(start(), {
      type: 'configured',
      settings: { ...sliderDefaults, auto: false },
    })
    expect(autoOff.rotating).toBe(false)
    const autoOn = run(autoOff, { type: 'configured', settings: sliderDefaults })
    expect(autoOn.rotating).toBe(true)
    const reducedAutoOn = run(start({ auto: false }, true), {
      type: 'configured',
      settings: sliderDefaults,
    })
    expect(reducedAutoOn.rotating).toBe(false)
    const state = start()
    expect(run(state, { type: 'configured', settings: sliderDefaults })).toBe(state)
  })
})

describe('isAdvancing', () => {
  it('never advances a single slide', () => {
    expect(isAdvancing(start({}, false, 1))).toBe(false)
  })
})

describe('advanceTarget', () => {
  it('steps forwards or backwards and starts over past either end', () => {
    expect(advanceTarget(start())).toBe(1)
    expect(advanceTarget(run(start(), { type: 'settled', index: 3 }))).toBe(0)
    expect(advanceTarget(start({ direction: 'prev' }))).toBe(3)
  })
})
