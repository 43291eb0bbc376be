import { describe, expect, it } from 'vitest'
import { isPlainData } from './harmless.ts'

describe('the plain-data check used below', () => {
  it('accepts nested literals and rejects functions, instances, getters and NaN anywhere', () => {
    expect(isPlainData({ a: [1, 'x', null, { b: true }] })).toBe(true)
    expect(isPlainData({ a: [{ b: () => 0 }] })).toBe(false)
    expect(isPlainData({ a: new Date(0) })).toBe(false)
    expect(isPlainData({ a: [Number.NaN] })).toBe(false)
    expect(isPlainData({ a: undefined })).toBe(false)
    expect(
      isPlainData(
        Object.defineProperty({}, 'a', { get: () => 'x', enumerable: true, configurable: true }),
      ),
    ).toBe(false)
  })
})
