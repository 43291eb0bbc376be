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

  it('names each attribute of a bundle element close to one of its own once, and the one it was meant to be', () => {
    document.body.innerHTML = `
      <listing-tabs moduleid="101"></listing-tabs><content-slider autoplay></content-slider>
      <jc-comments auto-showlist objectid="5"></jc-comments><jc-comments auto-showlist></jc-comments>
      <site-lightbox largeimages="none"></site-lightbox>`
    expect(misspellings(document)).toEqual([
      'jc widgets: <listing-tabs> has no attribute moduleid; did you mean module-id?',
      'jc widgets: <content-slider> has no attribute autoplay; did you mean auto?',
      'jc widgets: <jc-comments> has no attribute auto-showlist; did you mean auto-show-list?',
      'jc widgets: <jc-comments> has no attribute objectid; did you mean object-id?',
      'jc widgets: <site-lightbox> has no attribute largeimages; did you mean large-images?',
    ])
    document.body.replaceChildren()
  })

  it('says nothing of attributes far from all of an element’s own: they may be the template’s', () => {
    document.body.innerHTML =
      '<listing-tabs tracking="x" moduleid="1"></listing-tabs><jc-comments itemprop="comment"></jc-comments>'
    expect(misspellings(document)).toEqual([
      'jc widgets: <listing-tabs> has no attribute moduleid; did you mean module-id?',
    ])
    document.body.replaceChildren()
  })

  it('takes a global attribute that begins like one of the element’s own for what it is', () => {
    document.body.innerHTML = '<content-slider autofocus autocapitalize="off"></content-slider>'
    expect(misspellings(document)).toEqual([])
    document.body.replaceChildren()
  })
})
