import { describe, expect, it } from 'vitest'
import { arrowStep } from './arrow-step.ts'

describe('arrowStep', () => {
  it('goes forward with the right arrow and back with the left, left to right', () => {
    expect([arrowStep('ArrowRight', false), arrowStep('ArrowLeft', false)]).toEqual([1, -1])
  })

  it('goes forward with the left arrow and back with the right, right to left', () => {
    expect([arrowStep('ArrowLeft', true), arrowStep('ArrowRight', true)]).toEqual([1, -1])
  })

  it('makes no move for any other key', () => {
    for (const key of ['ArrowDown', 'Home', 'Enter', 'a']) {
      expect(arrowStep(key, false)).toBeFalsy()
      expect(arrowStep(key, true)).toBeFalsy()
    }
  })
})
