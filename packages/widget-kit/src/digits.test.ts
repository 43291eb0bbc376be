import { describe, expect, it } from 'vitest'
import { localDigits, readNumber } from './digits.ts'

describe('localDigits', () => {
  it('writes every digit in Persian on a Persian page, leaving the rest', () => {
    expect(localDigits('#12 2026-02-01 08:10 +3', 'fa')).toBe('#۱۲ ۲۰۲۶-۰۲-۰۱ ۰۸:۱۰ +۳')
  })

  it('leaves an English page’s digits', () => {
    expect(localDigits('2026-02-01 08:10', 'en')).toBe('2026-02-01 08:10')
  })
})

describe('readNumber', () => {
  it('reads Persian digits as the number they write', () => {
    expect(readNumber('۳۰۷')).toBe(307)
    expect(readNumber(localDigits('1234567890', 'fa'))).toBe(1234567890)
  })

  it('reads Latin digits as Number does, and nothing else as a number', () => {
    expect(readNumber(' 42 ')).toBe(42)
    expect(readNumber('۳x')).toBeNaN()
  })
})
