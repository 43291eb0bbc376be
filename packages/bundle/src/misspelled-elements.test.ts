import { describe, expect, it } from 'vitest'
import { editDistance, misspellings } from './misspelled-elements.ts'

describe('misspelled elements', () => {
  it('counts the single-character edits between two names', () => {
    expect(editDistance('jc-comments', 'jc-comments')).toBe(0)
    expect(editDistance('jc-coments', 'jc-comments')).toBe(1)
    expect(editDistance('listing-tab', 'listing-tabs')).toBe(1)
    expect(editDistance('site-ligthbox', 'site-lightbox')).toBe(2)
    expect(editDistance('my-widget', 'jc-comments')).toBeGreaterThan(2)
  })

  it('names an element two edits or fewer from one of the bundle’s, and the one it was meant to be', () => {
    expect(
      misspellings(['jc-coments', 'content-sliders', 'site-ligthbox', 'other-widget']),
    ).toEqual([
      'jc widgets: <jc-coments> is no element of the bundle; did you mean <jc-comments>?',
      'jc widgets: <content-sliders> is no element of the bundle; did you mean <content-slider>?',
      'jc widgets: <site-ligthbox> is no element of the bundle; did you mean <site-lightbox>?',
    ])
  })
})
