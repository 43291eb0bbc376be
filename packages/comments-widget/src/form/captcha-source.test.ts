// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { captchaNonce, captchaSource } from './captcha-source.ts'

describe('the captcha’s cache-buster', () => {
  it('replaces the server’s trailing digits', () => {
    expect(captchaSource('/c/?task=captcha&ac=12345', 777)).toBe('/c/?task=captcha&ac=777')
  })

  it('adds r= to a URL with or without a query', () => {
    expect(captchaSource('/captcha.php?x=a', 5)).toBe('/captcha.php?x=a&r=5')
    expect(captchaSource('/captcha.png', 5)).toBe('/captcha.png?r=5')
  })

  it('is a whole number below 100000', () => {
    expect(captchaNonce(() => 0)).toBe(0)
    expect(captchaNonce(() => 0.999999999)).toBe(99999)
    expect(Number.isInteger(captchaNonce(() => 0.123456))).toBe(true)
  })
})
