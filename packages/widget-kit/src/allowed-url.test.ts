// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowedUrl, isAllowedUrl } from './allowed-url.ts'

afterEach(() => vi.restoreAllMocks())

describe('the one check every address passes', () => {
  it.each([
    'https://example.org/a.jpg',
    'http://example.org/',
    'mailto:a@example.org',
    '/images/smiles/smile.svg',
    'x.html?a=b:c',
    '//example.org/x',
    '#comment-5',
    '',
    'index.php?option=com_jcomments&amp;task=captcha&#38;ac=12345',
    // Past the last code point: a parser reads U+FFFD, the start of a relative address.
    '&#99999999;javascript:x',
  ])('keeps %j', (url) => {
    expect(isAllowedUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'data:text/javascript,alert(1)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'DATA:image/png;base64,iVBO',
    'vbscript:msgbox(1)',
    'blob:https://example.org/x',
    'https://evil.example/?q=<b>',
    'https://evil.example/log?\n<p>secret',
    'https://evil.example/log?\r',
  ])('refuses %j', (url) => {
    expect(isAllowedUrl(url)).toBe(false)
  })

  it('names a refused address once in the console, with where it came from, and gives null', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(allowedUrl('javascript:void(1)', '<site-lightbox> data-large-src')).toBeNull()
    expect(allowedUrl('javascript:void(1)', '<site-lightbox> data-large-src')).toBeNull()
    expect(allowedUrl('https://example.org/large.jpg', '<site-lightbox> data-large-src')).toBe(
      'https://example.org/large.jpg',
    )
    expect(allowedUrl(null, '<site-lightbox> data-large-src')).toBeNull()
    expect(warn.mock.calls).toEqual([
      ['<site-lightbox> data-large-src: refused the address "javascript:void(1)"'],
    ])
  })
})
