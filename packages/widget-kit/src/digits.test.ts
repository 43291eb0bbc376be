// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { persianDigits, readMilliseconds, readNumber } from './digits.ts'

describe('persianDigits', () => {
  it('writes every digit in Persian, leaving the rest', () => {
    expect(persianDigits('#12 2026-02-01 08:10 +3')).toBe('#۱۲ ۲۰۲۶-۰۲-۰۱ ۰۸:۱۰ +۳')
    expect(persianDigits('۱۲ no digits')).toBe('۱۲ no digits')
  })
})

describe('readNumber', () => {
  it('reads Persian digits as the number they write', () => {
    expect(readNumber('۳۰۷')).toBe(307)
    expect(readNumber(persianDigits('1234567890'))).toBe(1234567890)
  })

  it('reads Latin digits as Number does, and nothing else as a number', () => {
    expect(readNumber(' 42 ')).toBe(42)
    expect(readNumber('۳x')).toBeNaN()
  })
})

describe('readMilliseconds', () => {
  it('reads a time of 0 or more, in Latin or Persian digits, around spaces', () => {
    expect([readMilliseconds(' 500 '), readMilliseconds('۳۰۰۰'), readMilliseconds('0')]).toEqual([
      500, 3000, 0,
    ])
  })

  it('reads no time in a word, a negative number or nothing', () => {
    expect(['fast', '-5', '', ' ', 'Infinity'].map(readMilliseconds)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
