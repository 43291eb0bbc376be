import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NearViewport } from './near-viewport.ts'
import { watchWidgets } from './watch-widgets.ts'
import type { LoadableWidget, WidgetOptions } from './widget-chunk.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A near-viewport seam the test moves the viewport of by hand. */
function fakeViewport() {
  const watches: { elements: readonly Element[]; onNear: () => void }[] = []
  const nearViewport: NearViewport = (elements, onNear) => {
    watches.push({ elements, onNear })
    return () => {}
  }
  return { nearViewport, watches, scrollTo: (index = 0) => watches[index]?.onNear() }
}

function widget(name: string, selector: string | null, more: Partial<LoadableWidget> = {}) {
  const started: WidgetOptions[] = []
  const load = vi.fn(async () => ({
    start: (_: Document, options: WidgetOptions) => {
      started.push(options)
    },
  }))
  return { definition: { name, selector, load, ...more } satisfies LoadableWidget, load, started }
}

/** Puts elements on the page: a tag name, or `div#jc` for a stock JComments block. */
function place(...tags: readonly string[]): void {
  for (const tag of tags) {
    const [name = tag, id] = tag.split('#')
    const element = document.createElement(name)
    if (id) element.id = id
    document.body.append(element)
  }
}

/** A `<jc-comments>` holding a printed "Add comment" link. */
function holdingBlock(): Element {
  place('jc-comments')
  const element = document.querySelector('jc-comments') as Element
  element.innerHTML = '<div id="jc"><a id="addcomments" href="#addcomments">Add comment</a></div>'
  return element
}

const log = { error: vi.fn() }
let stop = () => {}
afterEach(() => {
  stop()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-jc-failed')
  history.replaceState(null, '', '/')
  log.error.mockClear()
})

describe('watchWidgets', () => {
  it('loads a widget whose element is on the page, once, and not one whose element is absent', async () => {
    place('listing-tabs', 'listing-tabs')
    const tabs = widget('listing-tabs', 'listing-tabs')
    const lightbox = widget('site-lightbox', 'site-lightbox')
    stop = watchWidgets(
      document,
      [tabs.definition, lightbox.definition],
      { videoPlayer: 'page-link' },
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(tabs.load).toHaveBeenCalledTimes(1)
    expect(tabs.started).toEqual([{ videoPlayer: 'page-link' }])
    expect(lightbox.load).not.toHaveBeenCalled()
  })

  it('loads what every page gets at once', async () => {
    const chrome = widget('site-chrome', null)
    stop = watchWidgets(
      document,
      [chrome.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(chrome.started).toHaveLength(1)
  })

  it('loads a widget when its element is added to the page later, nested or not', async () => {
    const lightbox = widget('site-lightbox', 'site-lightbox')
    stop = watchWidgets(
      document,
      [lightbox.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    const wrapper = document.createElement('section')
    wrapper.append(document.createElement('site-lightbox'))
    document.body.append(wrapper)
    await flush()
    expect(lightbox.load).toHaveBeenCalledTimes(1)
  })

  it('waits for a near-viewport widget until one of its elements comes near the viewport', async () => {
    place('jc-comments')
    const viewport = fakeViewport()
    const comments = widget('jc-comments', 'jc-comments, div#jc', { nearViewport: true })
    stop = watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: viewport.nearViewport, log },
    )
    await flush()
    expect(comments.load).not.toHaveBeenCalled()
    expect(viewport.watches[0]?.elements.map((element) => element.localName)).toEqual([
      'jc-comments',
    ])
    viewport.scrollTo(0)
    viewport.scrollTo(0)
    await flush()
    expect(comments.load).toHaveBeenCalledTimes(1)
  })

  it('loads a near-viewport widget at once when the visitor is waiting for it', async () => {
    place('div#jc')
    const comments = widget('jc-comments', 'jc-comments, div#jc', {
      nearViewport: true,
      urgent: () => true,
    })
    stop = watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(comments.load).toHaveBeenCalledTimes(1)
  })

  it('loads a widget with a ready event at the first touch of its element, far from the viewport', async () => {
    place('jc-comments')
    const viewport = fakeViewport()
    const comments = widget('jc-comments', 'jc-comments, div#jc', {
      nearViewport: true,
      ready: 'jc-ready',
    })
    stop = watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: viewport.nearViewport, log },
    )
    await flush()
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(comments.load).not.toHaveBeenCalled()
    const element = document.querySelector('jc-comments') as Element
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(comments.load).toHaveBeenCalledTimes(1)
    viewport.scrollTo(0)
    await flush()
    expect(comments.load).toHaveBeenCalledTimes(1)
  })

  it('holds a click made while the widget loads until its element is ready', async () => {
    const element = holdingBlock()
    const comments = widget('jc-comments', 'jc-comments', { urgent: () => true, ready: 'jc-ready' })
    stop = watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(comments.load).toHaveBeenCalledTimes(1)
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    element.querySelector('#addcomments')?.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    const clicked = vi.fn()
    element.querySelector('#addcomments')?.addEventListener('click', clicked)
    element.dispatchEvent(new CustomEvent('jc-ready', { bubbles: true }))
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('makes the clicks on a menu button again once the site chrome has started, as many as were made', async () => {
    place('button')
    const button = document.querySelector('button') as HTMLButtonElement
    button.className = 'menu-toggle'
    let arrive = () => {}
    const toggles: string[] = []
    const chrome: LoadableWidget = {
      name: 'site-chrome',
      selector: null,
      heldClicks: 'button.menu-toggle',
      load: () =>
        new Promise((resolve) => {
          arrive = () =>
            resolve({
              start: () => {
                button.addEventListener('click', () => toggles.push('toggled'))
              },
            })
        }),
    }
    stop = watchWidgets(document, [chrome], {}, { nearViewport: fakeViewport().nearViewport, log })
    button.click()
    document.body.click()
    button.click()
    button.click()
    arrive()
    await flush()
    expect(toggles).toEqual(['toggled', 'toggled', 'toggled'])
    button.click()
    expect(toggles).toHaveLength(4)
  })

  it('drops the held clicks when the site chrome does not load, and names it on the page root for the stylesheet', async () => {
    place('button')
    const button = document.querySelector('button') as HTMLButtonElement
    button.className = 'menu-toggle'
    const clicked = vi.fn()
    button.addEventListener('click', clicked)
    const chrome: LoadableWidget = {
      name: 'site-chrome',
      selector: null,
      heldClicks: 'button.menu-toggle',
      load: () => Promise.reject(new Error('offline')),
    }
    stop = watchWidgets(document, [chrome], {}, { nearViewport: fakeViewport().nearViewport, log })
    button.click()
    await flush()
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith(
      'jc widgets: site-chrome did not load',
      expect.any(Error),
    )
    expect(document.documentElement.getAttribute('data-jc-failed')).toBe('site-chrome')
  })

  it('gives the page a widget’s fallback when its module does not load or start, and only then', async () => {
    const fallback = vi.fn()
    const chrome = (load: LoadableWidget['load']): LoadableWidget => ({
      name: 'site-chrome',
      selector: null,
      fallback,
      load,
    })
    stop = watchWidgets(
      document,
      [chrome(async () => ({ start: () => {} }))],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(fallback).not.toHaveBeenCalled()
    stop()
    for (const load of [
      () => Promise.reject(new Error('offline')),
      async () => ({ start: () => Promise.reject(new Error('no sanitizer')) }),
    ]) {
      stop = watchWidgets(
        document,
        [chrome(load)],
        {},
        { nearViewport: fakeViewport().nearViewport, log },
      )
      await flush()
      expect(fallback).toHaveBeenCalledExactlyOnceWith(document)
      fallback.mockClear()
      stop()
    }
  })

  it('holds no click once stopped', async () => {
    const element = holdingBlock()
    const comments = widget('jc-comments', 'jc-comments', { nearViewport: true, ready: 'jc-ready' })
    watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    element.querySelector('#addcomments')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(comments.load).not.toHaveBeenCalled()
  })

  it('checks again when the URL fragment changes', async () => {
    place('jc-comments')
    const comments = widget('jc-comments', 'jc-comments', {
      nearViewport: true,
      urgent: (page) => page.location.hash === '#comments',
    })
    stop = watchWidgets(
      document,
      [comments.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(comments.load).not.toHaveBeenCalled()
    location.hash = '#comments'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await flush()
    expect(comments.load).toHaveBeenCalledTimes(1)
  })

  it('names each widget whose module did not load, and still loads the others', async () => {
    place('listing-tabs', 'site-lightbox', 'content-slider')
    const broken = (name: string) => ({
      name,
      selector: name,
      load: () => Promise.reject(new Error('offline')),
    })
    const lightbox = widget('site-lightbox', 'site-lightbox')
    stop = watchWidgets(
      document,
      [broken('listing-tabs'), lightbox.definition, broken('content-slider')],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )
    await flush()
    expect(log.error).toHaveBeenCalledWith(
      'jc widgets: listing-tabs did not load',
      new Error('offline'),
    )
    expect(lightbox.started).toHaveLength(1)
    expect(document.documentElement.getAttribute('data-jc-failed')).toBe(
      'listing-tabs content-slider',
    )
  })

  it('names a widget that loaded but could not start, such as DOMPurify not arriving', async () => {
    place('site-lightbox')
    const stalled = {
      name: 'site-lightbox',
      selector: 'site-lightbox',
      load: async () => ({ start: () => Promise.reject(new Error('no sanitizer')) }),
    }
    stop = watchWidgets(document, [stalled], {}, { nearViewport: fakeViewport().nearViewport, log })
    await flush()
    expect(log.error).toHaveBeenCalledWith(
      'jc widgets: site-lightbox did not load',
      new Error('no sanitizer'),
    )
  })

  it('stops watching for elements once stopped', async () => {
    const lightbox = widget('site-lightbox', 'site-lightbox')
    watchWidgets(
      document,
      [lightbox.definition],
      {},
      { nearViewport: fakeViewport().nearViewport, log },
    )()
    document.body.append(document.createElement('site-lightbox'))
    await flush()
    expect(lightbox.load).not.toHaveBeenCalled()
  })
})
