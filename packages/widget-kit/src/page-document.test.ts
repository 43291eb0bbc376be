// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { documentProperty, elementById, pageWindow } from './page-document.ts'

/**
 * An element of the page standing in for a document property, as a named
 * `<img>` or `<form>` does in a browser (jsdom does not shadow them itself).
 */
function clobber(name: string): Element {
  document.body.innerHTML = `<img name="${name}"><p id="x">x</p>`
  const image = document.querySelector('img') as HTMLImageElement
  Object.defineProperty(document, name, { value: image, configurable: true })
  return image
}

describe('the page document, read past an element named after one of its properties', () => {
  let shadowed = ''
  afterEach(() => {
    Reflect.deleteProperty(document, shadowed)
  })

  it('gives the real window', () => {
    shadowed = 'defaultView'
    const image = clobber(shadowed)
    const view = pageWindow(document)
    expect(view).not.toBe(image)
    expect(view?.document).toBe(document)
  })

  it.each(['body', 'documentElement'] as const)('gives the real %s', (name) => {
    shadowed = name
    const image = clobber(name)
    expect(documentProperty(document, name)).not.toBe(image)
    expect(documentProperty(document, name)?.localName).toBe(name === 'body' ? 'body' : 'html')
  })

  it('finds an element by its id', () => {
    shadowed = 'getElementById'
    clobber(shadowed)
    expect(elementById(document, 'x')?.textContent).toBe('x')
  })
})
