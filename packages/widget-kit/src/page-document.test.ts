// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { documentProperty, elementById, pageWindow, setDocumentProperty } from './page-document.ts'
import { printNamedImages } from './testing/named-images.ts'

let stopShadowing = () => {}
afterEach(() => {
  stopShadowing()
  document.body.replaceChildren()
})

/** An image named `name` standing in for the document's property of that name. */
function clobber(name: string): Element {
  stopShadowing = printNamedImages(document, name)
  document.body.insertAdjacentHTML('beforeend', '<p id="x">x</p>')
  return document.querySelector('img') as HTMLImageElement
}

describe('the page document, read past an element named after one of its properties', () => {
  it('gives the real window', () => {
    const image = clobber('defaultView')
    const view = pageWindow(document)
    expect(view).not.toBe(image)
    expect(view?.document).toBe(document)
  })

  it.each(['body', 'documentElement'] as const)('gives the real %s', (name) => {
    const image = clobber(name)
    expect(documentProperty(document, name)).not.toBe(image)
    expect(documentProperty(document, name)?.localName).toBe(name === 'body' ? 'body' : 'html')
  })

  it('sets and reads the real cookie', () => {
    clobber('cookie')
    setDocumentProperty(document, 'cookie', 'jc_probe=1; path=/')
    expect(documentProperty(document, 'cookie')).toContain('jc_probe=1')
    setDocumentProperty(
      document,
      'cookie',
      'jc_probe=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    )
  })

  it('finds an element by its id', () => {
    clobber('getElementById')
    expect(elementById(document, 'x')?.textContent).toBe('x')
  })
})
