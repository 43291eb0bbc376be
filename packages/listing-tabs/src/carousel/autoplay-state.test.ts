import { describe, expect, it } from 'vitest'
import { type AutoplayState, autoplayTransition, isRotating } from './autoplay-state.ts'

const playing: AutoplayState = { playing: true, hovered: false, focused: false }

describe('the carousel’s autoplay', () => {
  it('rotates while playing, unhovered and unfocused', () => {
    expect(isRotating(playing)).toBe(true)
  })

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const hovered = autoplayTransition(playing, { type: 'hover', inside: true })
    expect(isRotating(hovered)).toBe(false)
    expect(isRotating(autoplayTransition(hovered, { type: 'hover', inside: false }))).toBe(true)
  })

  it('pauses while it holds the focus', () => {
    const focused = autoplayTransition(playing, { type: 'focus', inside: true })
    expect(isRotating(focused)).toBe(false)
    expect(isRotating(autoplayTransition(focused, { type: 'focus', inside: false }))).toBe(true)
  })

  it('stops and starts with the pause control, whatever the pointer does', () => {
    const stopped = autoplayTransition(playing, { type: 'toggle' })
    expect(isRotating(stopped)).toBe(false)
    expect(isRotating(autoplayTransition(stopped, { type: 'hover', inside: false }))).toBe(false)
    expect(isRotating(autoplayTransition(stopped, { type: 'toggle' }))).toBe(true)
  })

  it('stops for good on stop, and a stopped one stays as it is', () => {
    const stopped = autoplayTransition(playing, { type: 'stop' })
    expect(stopped.playing).toBe(false)
    expect(autoplayTransition(stopped, { type: 'stop' })).toBe(stopped)
  })

  it('returns the same state when hover or focus do not change', () => {
    expect(autoplayTransition(playing, { type: 'hover', inside: false })).toBe(playing)
    expect(autoplayTransition(playing, { type: 'focus', inside: false })).toBe(playing)
  })
})
