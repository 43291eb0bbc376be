import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserImagePreloader } from './image-preloader.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('browserImagePreloader', () => {
  it('asks for an address once, and says when it has no file there', () => {
    const asked = vi.spyOn(HTMLImageElement.prototype, 'src', 'set')
    const preloader = browserImagePreloader()
    const missing = vi.fn()
    preloader.preload('/g/dune-large.svg', missing)
    preloader.preload('/g/dune-large.svg', missing)
    expect(asked.mock.calls).toEqual([['/g/dune-large.svg']])
    expect(missing).not.toHaveBeenCalled()
    const image = asked.mock.contexts[0] as HTMLImageElement
    image.dispatchEvent(new Event('error'))
    expect(missing).toHaveBeenCalledTimes(1)
  })
})
