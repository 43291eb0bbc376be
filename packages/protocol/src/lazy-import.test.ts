import { describe, expect, it } from 'vitest'
import { lazyImport } from './lazy-import.ts'

describe('lazyImport', () => {
  it('fetches the module once for every call that needs it', async () => {
    let loads = 0
    const load = lazyImport(async () => ({ loaded: ++loads }))
    const [first, second] = await Promise.all([load(), load()])
    expect(first).toBe(second)
    expect(await load()).toBe(first)
    expect(loads).toBe(1)
  })

  it('tries again at the next call after a failed download', async () => {
    let attempts = 0
    const load = lazyImport(async () => {
      attempts++
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { attempts }
    })
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(await load()).toEqual({ attempts: 2 })
  })
})
