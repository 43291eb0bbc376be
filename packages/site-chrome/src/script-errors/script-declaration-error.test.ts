// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { declareScript } from './script-declaration-error.ts'

describe('declareScript', () => {
  it('returns what the setup returned when it succeeds, and logs nothing', () => {
    const log = { error: vi.fn() }
    expect(declareScript(() => 5, log)).toBe(5)
    expect(log.error).not.toHaveBeenCalled()
  })

  it('logs the legacy message with the error’s text when the setup throws', () => {
    const log = { error: vi.fn() }
    const result = declareScript(() => {
      throw new TypeError('dataLayer is frozen')
    }, log)
    expect(result).toBeUndefined()
    expect(log.error).toHaveBeenCalledWith(
      'Error in script declaration; Error: dataLayer is frozen',
    )
  })

  it('copes with something thrown that is not an Error', () => {
    const log = { error: vi.fn() }
    declareScript(() => {
      throw 'no id'
    }, log)
    expect(log.error).toHaveBeenCalledWith('Error in script declaration; Error: no id')
  })
})
