// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { responsiveTransition } from './responsive-mode.ts'

describe('responsiveTransition', () => {
  it('takes the first mode it measures', () => {
    expect(responsiveTransition({ mode: null }, { type: 'measured', mode: 'desktop' })).toEqual({
      mode: 'desktop',
    })
  })

  it('moves to a new mode', () => {
    expect(
      responsiveTransition({ mode: 'desktop' }, { type: 'measured', mode: 'responsive-phone' }),
    ).toEqual({ mode: 'responsive-phone' })
  })

  it('changes nothing when the mode is the same', () => {
    const state = { mode: 'responsive-tablet' } as const
    expect(responsiveTransition(state, { type: 'measured', mode: 'responsive-tablet' })).toBe(state)
  })

  it('keeps the last mode when no marker shows', () => {
    const state = { mode: 'desktop' } as const
    expect(responsiveTransition(state, { type: 'measured', mode: undefined })).toBe(state)
  })
})
