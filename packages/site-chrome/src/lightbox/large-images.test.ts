// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { largeImagesOf } from './large-images.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('largeImagesOf', () => {
  it('derives -large copies unless told otherwise', () => {
    expect(largeImagesOf(undefined)).toBe('derived')
    expect(largeImagesOf('derived')).toBe('derived')
  })

  it('reads none', () => {
    expect(largeImagesOf('none')).toBe('none')
  })

  it('names another value as written, with what is allowed, and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(largeImagesOf('None')).toBe('derived')
    expect(largeImagesOf('')).toBe('derived')
    expect(warn.mock.calls).toEqual([
      ['<site-lightbox>: the attribute large-images is "None"; it should be "derived" or "none".'],
      ['<site-lightbox>: the attribute large-images is ""; it should be "derived" or "none".'],
    ])
  })
})
