// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowedSrcset, srcsetCandidates } from './srcset.ts'

describe('srcsetCandidates', () => {
  it('reads each address with its descriptor', () => {
    expect(srcsetCandidates(' /a.svg 1x,/b.svg  2x , /c.svg')).toEqual([
      { url: '/a.svg', descriptor: '1x' },
      { url: '/b.svg', descriptor: '2x' },
      { url: '/c.svg', descriptor: '' },
    ])
  })

  it('keeps a comma inside an address, and ends one at its trailing commas', () => {
    expect(srcsetCandidates('data:image/svg+xml,%3Csvg%3E 2x, /b.svg,, /c.svg 480w')).toEqual([
      { url: 'data:image/svg+xml,%3Csvg%3E', descriptor: '2x' },
      { url: '/b.svg', descriptor: '' },
      { url: '/c.svg', descriptor: '480w' },
    ])
  })

  it('reads a comma inside parentheses as part of the descriptor', () => {
    expect(srcsetCandidates('/a.svg future(1, 2), /b.svg 2x')).toEqual([
      { url: '/a.svg', descriptor: 'future(1, 2)' },
      { url: '/b.svg', descriptor: '2x' },
    ])
  })
})

describe('allowedSrcset', () => {
  afterEach(() => vi.restoreAllMocks())

  it('drops a refused candidate, names it once with its source, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const srcset = "/a.svg 1x, javascript:alert('srcset') 2x, data:image/svg+xml,%3Csvg%3E 3x"
    expect(allowedSrcset(srcset, 'lazy image data-srcset')).toBe('/a.svg 1x')
    allowedSrcset(srcset, 'lazy image data-srcset')
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      `lazy image data-srcset: refused the address "javascript:alert('srcset')"`,
      'lazy image data-srcset: refused the address "data:image/svg+xml,%3Csvg%3E"',
    ])
  })

  it('gives nothing when no candidate is left, or there was no srcset', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(allowedSrcset('vbscript:x 1x', 'lazy image data-srcset')).toBeNull()
    expect(allowedSrcset(undefined, 'lazy image data-srcset')).toBeNull()
  })
})
