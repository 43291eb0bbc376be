import { describe, expect, it } from 'vitest'
import { duration, type MotionPreference } from './motion.ts'

const preference = (reduced: boolean): MotionPreference => ({
  reduced: () => reduced,
  subscribe: () => () => {},
})

describe('duration', () => {
  it('keeps the animation for visitors who did not ask for less motion', () => {
    expect(duration(400, preference(false))).toBe(400)
  })

  it('drops to no animation under prefers-reduced-motion', () => {
    expect(duration(600, preference(true))).toBe(0)
  })
})
