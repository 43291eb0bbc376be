// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  documentProperty,
  elementById,
  pageSetting,
  pageWindow,
  queryPage,
  setDocumentProperty,
  unshadowDefaultView,
} from './page-document.ts'
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

describe('a setting the page gives the bundle', () => {
  it('is read from <html data-…>, else from its <meta>, trimmed, whatever the page names querySelectorAll', () => {
    clobber('querySelectorAll')
    const meta = document.createElement('meta')
    meta.name = 'video-player'
    meta.content = ' page-link '
    document.head.append(meta)
    expect(queryPage(document, 'meta[name="video-player"]')).toHaveLength(1)
    expect(pageSetting(document, 'video-player')).toBe('page-link')
    document.documentElement.setAttribute('data-video-player', 'embed')
    expect(pageSetting(document, 'video-player')).toBe('embed')
    document.documentElement.setAttribute('data-video-player', '  ')
    expect(pageSetting(document, 'video-player')).toBeNull()
    document.documentElement.removeAttribute('data-video-player')
    meta.remove()
    expect(pageSetting(document, 'video-player')).toBeNull()
  })
})

describe('unshadowDefaultView', () => {
  it('gives document.defaultView back to the window, and names the element it took it from', () => {
    const image = clobber('defaultView')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    unshadowDefaultView(document)
    expect(document.defaultView?.document).toBe(document)
    expect(image.isConnected).toBe(true)
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^jc widgets: <img name="defaultView">.*rename it/),
    )
    warn.mockRestore()
  })

  it('leaves every name alone on a page whose defaultView is the window', () => {
    document.body.innerHTML =
      '<form><input name="defaultView"></form><div id="defaultView"></div><img name="defaultView">'
    unshadowDefaultView(document)
    expect(document.querySelectorAll('[name=defaultView], [id=defaultView]')).toHaveLength(3)
  })

  it('takes the name from the elements that shadow it, never from a field or another element', () => {
    clobber('defaultView')
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form name="defaultView"><input name="defaultView"></form><div id="defaultView"></div><object id="defaultView"></object>',
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    unshadowDefaultView(document)
    expect(
      Array.from(
        document.querySelectorAll('[name=defaultView], [id=defaultView]'),
        (element) => element.localName,
      ),
    ).toEqual(['input', 'div'])
    vi.restoreAllMocks()
  })
})
