import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserElementWidth } from './element-width.ts'

/** Stands in for the browser's ResizeObserver: the test says what the element measures. */
function fakeResizeObserver() {
  const watched = new Set<(width: number, height: number) => void>()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly #report: (width: number, height: number) => void
      constructor(callback: ResizeObserverCallback) {
        this.#report = (width, height) => {
          const contentRect = DOMRectReadOnly.fromRect({ width, height })
          callback([{ contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver)
        }
      }
      observe() {
        watched.add(this.#report)
      }
      disconnect() {
        watched.delete(this.#report)
      }
    },
  )
  return (width: number, height = 100) => {
    for (const report of watched) report(width, height)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('browserElementWidth', () => {
  it('tells once the element is laid out, then at each new width, not at a new height', () => {
    const resize = fakeResizeObserver()
    const listener = vi.fn()
    browserElementWidth.observe(document.createElement('div'), listener)
    resize(600)
    expect(listener).toHaveBeenCalledTimes(1)
    resize(600, 400)
    expect(listener).toHaveBeenCalledTimes(1)
    resize(320)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('stops telling once stopped', () => {
    const resize = fakeResizeObserver()
    const listener = vi.fn()
    const stop = browserElementWidth.observe(document.createElement('div'), listener)
    stop()
    resize(320)
    expect(listener).not.toHaveBeenCalled()
  })

  it('never tells where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const stop = browserElementWidth.observe(document.createElement('div'), () => {})
    expect(stop).not.toThrow()
  })
})
