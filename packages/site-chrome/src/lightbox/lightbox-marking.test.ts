import { afterEach, describe, expect, it, vi } from 'vitest'
import { lightboxSet } from './lightbox-marking.ts'

function page(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`
  return document.querySelector('main') as HTMLElement
}

afterEach(() => {
  document.body.replaceChildren()
})

const legacyGallery = `
  <a id="one" class="fancybox" rel="gallery1" data-fancybox-group="gallery1" href="/g/one.jpg" title="First"><img alt="One"></a>
  <a id="two" rel="gallery1" href="/g/two.jpg"><img alt="Two" src="/t/two.jpg"></a>
  <a id="other" data-fancybox-group="holiday" href="/g/other.jpg"><img alt="Other"></a>
  <a id="three" data-fancybox-group="gallery1" data-fancybox-title="Third" href="/g/three.jpg"><img alt="Three"></a>
`

describe('lightboxSet', () => {
  it('asks for no -large copy of an image without an address', () => {
    const root = page('<img id="lost" data-lightbox="s" alt="Lost">')
    const set = lightboxSet(root.querySelector('#lost') as Element, root, 'derived')
    expect(set.items).toEqual([{ original: '', large: '', caption: '', alt: 'Lost' }])
  })

  it('gathers the group in document order and starts at the trigger', () => {
    const root = page(legacyGallery)
    const set = lightboxSet(root.querySelector('#two') as Element, root, 'derived')
    expect(set.triggers.map((element) => element.id)).toEqual(['one', 'two', 'three'])
    expect(set.index).toBe(1)
    expect(set.items).toEqual([
      { original: '/g/one.jpg', large: '/g/one-large.jpg', caption: 'First', alt: 'One' },
      { original: '/g/two.jpg', large: '/g/two-large.jpg', caption: '', alt: 'Two' },
      { original: '/g/three.jpg', large: '/g/three-large.jpg', caption: 'Third', alt: 'Three' },
    ])
  })

  it('opens an element without a group alone', () => {
    const root = page(`
      <a id="alone" data-lightbox href="/a.jpg"><img alt="A"></a>
      <a data-lightbox href="/b.jpg"><img alt="B"></a>
    `)
    const set = lightboxSet(root.querySelector('#alone') as Element, root, 'derived')
    expect(set.items.map((item) => item.original)).toEqual(['/a.jpg'])
    expect(set.index).toBe(0)
  })

  it('reads a marked image, an explicit caption and an explicit large address', () => {
    const root = page(`
      <img id="image" data-lightbox="s" src="/p/photo.webp" alt="Sea" title="Sea title">
      <a data-lightbox="s" href="/p/map.png" data-caption="The map" data-large-src="/big/map.png"><img alt="Map"></a>
    `)
    const set = lightboxSet(root.querySelector('#image') as Element, root, 'derived')
    expect(set.items).toEqual([
      { original: '/p/photo.webp', large: '/p/photo-large.webp', caption: 'Sea title', alt: 'Sea' },
      { original: '/p/map.png', large: '/big/map.png', caption: 'The map', alt: 'Map' },
    ])
  })

  it('asks for no -large copy where the site keeps none, but keeps an explicit large address', () => {
    const root = page(`
      <a id="sea" data-lightbox="s" href="/p/sea.jpg"><img alt="Sea"></a>
      <img data-lightbox="s" src="/p/dune.webp" alt="Dune">
      <a data-lightbox="s" href="/p/map.png" data-large-src="/big/map.png"><img alt="Map"></a>
    `)
    const set = lightboxSet(root.querySelector('#sea') as Element, root, 'none')
    expect(set.items.map(({ original, large }) => ({ original, large }))).toEqual([
      { original: '/p/sea.jpg', large: '/p/sea.jpg' },
      { original: '/p/dune.webp', large: '/p/dune.webp' },
      { original: '/p/map.png', large: '/big/map.png' },
    ])
  })

  it('refuses a large or linked address the one check refuses, and shows the thumbnail instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const root = page(`
      <a id="a" data-lightbox="s" href="data:image/svg+xml;base64,PHN2Zy8+"><img src="/p/a.jpg" alt="A"></a>
      <a data-lightbox="s" href="/p/b.jpg" data-large-src="javascript:window.__pwned=1"><img alt="B"></a>
    `)
    const set = lightboxSet(root.querySelector('#a') as Element, root, 'derived')
    expect(set.items).toEqual([
      { original: '/p/a.jpg', large: '/p/a-large.jpg', caption: '', alt: 'A' },
      { original: '/p/b.jpg', large: '/p/b-large.jpg', caption: '', alt: 'B' },
    ])
    expect(warn.mock.calls.flat()).toEqual([
      '<site-lightbox> href: refused the address "data:image/svg+xml;base64,PHN2Zy8+"',
      '<site-lightbox> data-large-src: refused the address "javascript:window.__pwned=1"',
    ])
    warn.mockRestore()
  })
})
