import { describe, expect, it } from 'vitest'
import { phpJsonItemsMarkup, phpJsonString } from './php-json.ts'

describe('phpJsonString', () => {
  it('escapes slashes, quotes and backslashes as json_encode does', () => {
    expect(phpJsonString('<a href="/x">a\\b</a>')).toBe('"<a href=\\"\\/x\\">a\\\\b<\\/a>"')
  })

  it('writes non-ASCII text as lowercase \\u escapes, astral characters as surrogate pairs', () => {
    expect(phpJsonString('بیشتر')).toBe('"\\u0628\\u06cc\\u0634\\u062a\\u0631"')
    expect(phpJsonString('é😀')).toBe('"\\u00e9\\ud83d\\ude00"')
  })

  it('uses the short escapes for common control characters and \\u00XX for the rest', () => {
    expect(phpJsonString('\n\r\t\b\f\u0001')).toBe('"\\n\\r\\t\\b\\f\\u0001"')
  })

  it('leaves HTML specials other than the slash raw', () => {
    expect(phpJsonString(`<>&'`)).toBe(`"<>&'"`)
  })

  it('reads back to the same text', () => {
    const text = 'همه بارگذاری شد </div> "quoted" \\ \u2028 😀'
    expect(JSON.parse(phpJsonString(text))).toBe(text)
  })
})

describe('phpJsonItemsMarkup', () => {
  it('writes the object without spaces, as json_encode of a stdClass', () => {
    expect(phpJsonItemsMarkup('')).toBe('{"items_markup":""}')
    expect(phpJsonItemsMarkup('<b>x</b>')).toBe('{"items_markup":"<b>x<\\/b>"}')
  })
})
