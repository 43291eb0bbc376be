import { describe, expect, it } from 'vitest'
import { persianDigits, readNumber } from './digits.ts'

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
