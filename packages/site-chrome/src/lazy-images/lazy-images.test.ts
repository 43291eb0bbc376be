import { announceRequestEnd } from '@jc/widget-kit'
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { startLazyImages } from './lazy-images.ts'

/** An IntersectionObserver the test moves images into view with. */
class FakeObserver {
  static last: FakeObserver | undefined
  readonly watched = new Set<Element>()
  options: IntersectionObserverInit | undefined
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options
    FakeObserver.last = this
  }
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  disconnect() {
    this.watched.clear()
  }
  scrollTo(target: Element) {
    if (!this.watched.has(target)) return
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}
const observer = () => FakeObserver.last as FakeObserver

const lazy = (name: string, extra = '') =>
  `<img id="${name}" src="/placeholder.svg" data-src="/${name}.svg" alt="" width="600" height="400" ${extra}>`

let stop = () => {}
afterEach(() => stop())

function page(markup: string, options: { io?: boolean; named?: readonly string[] } = {}) {
  document.body.innerHTML = markup
  printNamedImages(document, ...(options.named ?? []))
  const timers = manualTimers()
  stop = startLazyImages(document, {
    timers,
    intersectionObserver: options.io === false ? null : (FakeObserver as never),
  })
  const src = (id: string) => document.getElementById(id)?.getAttribute('src')
  return { timers, src }
}

describe('lazy images', () => {
  it('keep their placeholder until they near the viewport, then load', () => {
    const { src } = page(lazy('one') + lazy('two'))
    expect(src('one')).toBe('/placeholder.svg')
    observer().scrollTo(document.getElementById('one') as Element)
    expect(src('one')).toBe('/one.svg')
    expect(src('two')).toBe('/placeholder.svg')
  })

  it('keep their placeholder when the real address is a script or a data: URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { src } = page(
      `<img id="one" src="/placeholder.svg" data-src="javascript:window.__pwned=1" alt=""><img id="two" src="/placeholder.svg" data-src="data:image/svg+xml,%3Csvg%3E" alt="">`,
    )
    observer().scrollTo(document.getElementById('one') as Element)
    observer().scrollTo(document.getElementById('two') as Element)
    expect([src('one'), src('two')]).toEqual(['/placeholder.svg', '/placeholder.svg'])
    expect(warn).toHaveBeenCalledWith(
      'lazy image data-src: refused the address "javascript:window.__pwned=1"',
    )
    warn.mockRestore()
  })

  it('start loading before they are on screen', () => {
    page(lazy('one'))
    expect(observer().options?.rootMargin).toBe('200px')
  })

  it('load JCH’s flagged images at once, through the browser’s lazy loading', () => {
    const { src } = page(lazy('jch', 'data-jchll="true"'))
    expect(src('jch')).toBe('/jch.svg')
    expect(document.getElementById('jch')?.getAttribute('loading')).toBe('lazy')
  })

  it('cover markup a widget inserted, 50 ms after its request ends', () => {
    const { timers, src } = page('<div id="panel"></div>')
    const panel = document.getElementById('panel') as HTMLElement
    panel.innerHTML = lazy('inserted')
    announceRequestEnd(panel)
    timers.advance(49)
    expect(observer().watched.size).toBe(0)
    timers.advance(1)
    observer().scrollTo(document.getElementById('inserted') as Element)
    expect(src('inserted')).toBe('/inserted.svg')
  })

  it('load, and cover inserted markup, where the page names images querySelectorAll and addEventListener', () => {
    const { timers, src } = page(`${lazy('one')}<div id="panel"></div>`, {
      named: ['querySelectorAll', 'addEventListener'],
    })
    observer().scrollTo(document.getElementById('one') as Element)
    expect(src('one')).toBe('/one.svg')
    const panel = document.getElementById('panel') as HTMLElement
    panel.innerHTML = lazy('inserted')
    announceRequestEnd(panel)
    timers.advance(50)
    observer().scrollTo(document.getElementById('inserted') as Element)
    expect(src('inserted')).toBe('/inserted.svg')
  })

  it('leave the noscript fallback alone', () => {
    page(`${lazy('one')}<noscript><img src="/one.svg" alt=""></noscript>`)
    expect(observer().watched.size).toBe(1)
  })

  it('stop watching, and drop pending scans, when stopped', () => {
    const { timers } = page(lazy('one'))
    announceRequestEnd(document.body)
    stop()
    stop = () => {}
    expect(observer().watched.size).toBe(0)
    expect(timers.pending()).toBe(0)
  })
})

describe('lazy images without IntersectionObserver', () => {
  function placeAt(id: string, top: number) {
    const image = document.getElementById(id) as HTMLElement
    image.getBoundingClientRect = () => new DOMRect(0, top, 600, 400)
  }

  it('load those near the viewport at once and the rest as the page scrolls, checking every 99 ms at most', () => {
    document.body.innerHTML = lazy('near') + lazy('far')
    placeAt('near', 100)
    placeAt('far', 3000)
    const timers = manualTimers()
    stop = startLazyImages(document, { timers, intersectionObserver: null })
    const src = (id: string) => document.getElementById(id)?.getAttribute('src')
    expect(src('near')).toBe('/near.svg')
    expect(src('far')).toBe('/placeholder.svg')

    placeAt('far', 500)
    window.dispatchEvent(new Event('scroll'))
    expect(src('far')).toBe('/placeholder.svg')
    timers.advance(99)
    expect(src('far')).toBe('/far.svg')
  })
})
