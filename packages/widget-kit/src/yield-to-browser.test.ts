import { describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from './yield-to-browser.ts'

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
