// @vitest-environment jsdom
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepEarlyClicks } from './early-clicks.ts'
import { startMark, startWidgets } from './start-widgets.ts'
import { watchWidgets } from './watch-widgets.ts'

// The loader with no widget to import: what is tested is how it reads the page.
vi.mock('./shipped-widgets.ts', () => ({ shippedWidgets: [] }))

let stopShadowing = () => {}
/** Prints `<img name="…">` in the page for each name, standing in for the document's property of that name. */
function clobber(...names: readonly string[]): void {
  stopShadowing = printNamedImages(document, ...names)
}

let stop = () => {}
afterEach(() => {
  stop()
  stopShadowing()
  document.body.replaceChildren()
})

const log = { error: vi.fn() }
const atOnce = (_elements: readonly Element[], onNear: () => void) => {
  onNear()
  return () => {}
}

describe('the loader on a page whose markup names defaultView, readyState, activeElement or body', () => {
  it('starts, and marks its start on the page’s window', () => {
    clobber('defaultView', 'readyState')
    // jsdom's window has no performance marks: the start mark is watched for here.
    const mark = vi.fn()
    const view = Reflect.get(Document.prototype, 'defaultView', document) as Window
    Object.defineProperty(view.performance, 'mark', { value: mark, configurable: true })
    stop = startWidgets(document)
    expect(mark).toHaveBeenCalledWith(startMark)
  })

  it('loads a widget whose element the page adds later', async () => {
    clobber('defaultView')
    const load = vi.fn(async () => ({ start: () => {} }))
    stop = watchWidgets(
      document,
      [{ name: 'site-lightbox', selector: 'site-lightbox', load }],
      {},
      { nearViewport: atOnce, log },
    )
    document.body.append(document.createElement('site-lightbox'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each(['activeElement', 'body'])(
    'gives a keyboard visitor’s focus back to the control clicked early (%s named)',
    (name) => {
      clobber(name)
      document.body.insertAdjacentHTML(
        'beforeend',
        '<jc-comments><a href="#">Reply</a></jc-comments>',
      )
      const host = document.querySelector('jc-comments') as HTMLElement
      stop = keepEarlyClicks(document, 'jc-comments', 'jc-ready', () => {})
      const printed = host.querySelector('a') as HTMLElement
      printed.focus()
      printed.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      // The widget renders the block anew: focus went with the printed link.
      host.innerHTML = '<a href="#">Reply</a>'
      host.dispatchEvent(new CustomEvent('jc-ready', { bubbles: true }))
      expect(Reflect.get(Document.prototype, 'activeElement', document)).toBe(
        host.querySelector('a'),
      )
    },
  )
})
