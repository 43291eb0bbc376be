import { describe, expect, it, vi } from 'vitest'
import { announceRequestEnd, emit, requestEndEvent } from './widget-event.ts'

describe('widget events', () => {
  it('bubble to the document with their detail', () => {
    const element = document.body.appendChild(document.createElement('div'))
    const heard = vi.fn()
    document.addEventListener('jc-test', (event) => heard((event as CustomEvent).detail))
    emit(element, 'jc-test', { id: 5 })
    expect(heard).toHaveBeenCalledWith({ id: 5 })
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
