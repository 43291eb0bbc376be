// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { printNamedImages } from './testing/named-images.ts'
import { announceRequestEnd, emit, requestEndEvent } from './widget-event.ts'

describe('widget events', () => {
  it('bubble to the document with their detail', () => {
    const element = document.body.appendChild(document.createElement('div'))
    const heard = vi.fn()
    document.addEventListener('jc-test', (event) => heard((event as CustomEvent).detail))
    emit(element, 'jc-test', { id: 5 })
    expect(heard).toHaveBeenCalledWith({ id: 5 })
  })

  // jsdom dispatches without reading the property, as a browser does (happy-dom reads it).
  it('reach the document where the page names an image dispatchEvent', () => {
    printNamedImages(document, 'dispatchEvent')
    const heard = vi.fn()
    document.addEventListener('jc-named', (event) => heard((event as CustomEvent).detail))
    emit(document, 'jc-named', { mode: 'phone' })
    expect(heard).toHaveBeenCalledWith({ mode: 'phone' })
  })

  it('tell the document when a widget’s request ends, naming the widget', () => {
    const element = document.body.appendChild(document.createElement('listing-tabs'))
    const heard = vi.fn()
    document.addEventListener(requestEndEvent, (event) =>
      heard((event as CustomEvent).detail.source),
    )
    announceRequestEnd(element)
    expect(heard).toHaveBeenCalledWith(element)
  })
})
