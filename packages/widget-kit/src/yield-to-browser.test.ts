import { describe, expect, it, vi } from 'vitest'
import { afterNextPaint, yieldToBrowser } from './yield-to-browser.ts'

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve())
    await yieldToBrowser(Object.assign(Object.create(window), { scheduler: { yield: yieldNow } }))
    expect(yieldNow).toHaveBeenCalledOnce()
  })

  it('otherwise resumes in a new task, not among the pending promises', async () => {
    let resumed = false
    const yielded = yieldToBrowser().then(() => {
      resumed = true
    })
    for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    expect(resumed).toBe(false)
    await yielded
    expect(resumed).toBe(true)
  })
})

describe('afterNextPaint', () => {
  it('resolves in a task after the next animation frame', async () => {
    const order: string[] = []
    const painted = afterNextPaint().then(() => order.push('painted'))
    requestAnimationFrame(() => order.push('frame'))
    await painted
    expect(order).toEqual(['frame', 'painted'])
  })

  it('resolves after its timeout where no frame comes, as in a hidden tab', async () => {
    vi.useFakeTimers()
    try {
      const frozen = Object.assign(Object.create(window), {
        requestAnimationFrame: () => 1,
        cancelAnimationFrame: () => undefined,
      })
      let resolved = false
      const painted = afterNextPaint(frozen, 100).then(() => {
        resolved = true
      })
      await vi.advanceTimersByTimeAsync(99)
      expect(resolved).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await painted
      expect(resolved).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
