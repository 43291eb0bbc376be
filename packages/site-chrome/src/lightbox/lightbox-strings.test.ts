// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lightboxStrings } from './lightbox-strings.ts'

describe('lightboxStrings', () => {
  it('gives the template error text word for word in English', () => {
    expect(lightboxStrings('en').error).toBe(
      'The requested content cannot be loaded. Please try again later.',
    )
  })

  it('counts in each language, with Persian digits in Persian', () => {
    expect(lightboxStrings('en').position(3, 7)).toBe('3 of 7')
    expect(lightboxStrings('fa').position(3, 7)).toBe('۳ از ۷')
    expect(lightboxStrings('fa').position(12, 1000)).toBe('۱۲ از ۱۰۰۰')
  })
})
