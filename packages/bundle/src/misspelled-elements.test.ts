// @vitest-environment jsdom
// jsdom: happy-dom's `:defined` matches every element.
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

  it('names each undefined element two edits or fewer from one of the bundle’s once, and the one it was meant to be', () => {
    document.body.innerHTML = `
      <jc-coments></jc-coments><jc-coments></jc-coments><content-sliders></content-sliders>
      <site-ligthbox></site-ligthbox><other-widget></other-widget><jc-comments></jc-comments>`
    expect(misspellings(document)).toEqual([
      'jc widgets: <jc-coments> is no element of the bundle; did you mean <jc-comments>?',
      'jc widgets: <content-sliders> is no element of the bundle; did you mean <content-slider>?',
      'jc widgets: <site-ligthbox> is no element of the bundle; did you mean <site-lightbox>?',
    ])
    document.body.replaceChildren()
  })

  it('names the bundle’s elements written without their hyphen, or with _ for it', () => {
    document.body.innerHTML =
      '<jccomments></jccomments><listing_tabs></listing_tabs><sitelightbox></sitelightbox>'
    expect(misspellings(document)).toEqual([
      'jc widgets: <jccomments> is no element of the bundle; did you mean <jc-comments>?',
      'jc widgets: <listing_tabs> is no element of the bundle; did you mean <listing-tabs>?',
      'jc widgets: <sitelightbox> is no element of the bundle; did you mean <site-lightbox>?',
    ])
    document.body.replaceChildren()
  })
})
