// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { throttle } from './throttle.ts'

describe('throttle', () => {
  it('runs at once, then at most once per interval, and once more after the last call', () => {
    const timers = manualTimers()
    const run = vi.fn()
    const throttled = throttle(timers, 99, run)
    throttled.call()
    throttled.call()
    throttled.call()
    expect(run).toHaveBeenCalledTimes(1)
    timers.advance(98)
    expect(run).toHaveBeenCalledTimes(1)
    timers.advance(1)
    expect(run).toHaveBeenCalledTimes(2)
    timers.advance(99)
    expect(run).toHaveBeenCalledTimes(2)
    throttled.call()
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('drops the pending run when cancelled', () => {
    const timers = manualTimers()
    const run = vi.fn()
    const throttled = throttle(timers, 99, run)
    throttled.call()
    throttled.call()
    throttled.cancel()
    timers.advance(200)
    expect(run).toHaveBeenCalledTimes(1)
    expect(timers.pending()).toBe(0)
  })
})
