import { describe, expect, it } from 'vitest'
import { charsetOf, decodeBytes } from './charset.ts'

// "Привет" as a windows-1251 site sends it.
const privetIn1251 = new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2])

describe('charsetOf', () => {
  it('reads the quoted charset JComments writes', () => {
    expect(charsetOf('text/plain; charset="windows-1251"')).toBe('windows-1251')
  })

  it('reads an unquoted charset', () => {
    expect(charsetOf('text/html;charset=UTF-8')).toBe('utf-8')
  })

  it('finds the charset among other parameters', () => {
    expect(charsetOf('text/plain; format=flowed; Charset = "KOI8-R"')).toBe('koi8-r')
  })

  it('assumes utf-8 when no charset is declared', () => {
    expect(charsetOf('text/plain')).toBe('utf-8')
    expect(charsetOf('text/plain; charset=""')).toBe('utf-8')
    expect(charsetOf('')).toBe('utf-8')
    expect(charsetOf(null)).toBe('utf-8')
  })
})

describe('decodeBytes', () => {
  it('decodes windows-1251 bytes to Cyrillic text', () => {
    const decoded = decodeBytes(privetIn1251, 'text/plain; charset="windows-1251"')
    expect(decoded).toEqual({ text: 'Привет' })
  })

  it('decodes UTF-8 when nothing is declared', () => {
    const bytes = new TextEncoder().encode('Привет, мир')
    expect(decodeBytes(bytes.buffer, null)).toEqual({ text: 'Привет, мир' })
  })

  it('drops a single leading BOM, as a browser does', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('[ ]')])
    expect(decodeBytes(bytes, 'text/plain; charset="utf-8"').text).toBe('[ ]')
  })

  it('falls back to UTF-8 with a warning when the charset is unknown', () => {
    const bytes = new TextEncoder().encode('héllo')
    const decoded = decodeBytes(bytes, 'text/plain; charset="x-klingon"')
    expect(decoded.text).toBe('héllo')
    expect(decoded.warning).toMatchObject({
      code: 'malformed-response',
      reason: 'unknown-charset',
      excerpt: 'text/plain; charset="x-klingon"',
    })
    expect(decoded.warning?.message).toContain('x-klingon')
  })
})
