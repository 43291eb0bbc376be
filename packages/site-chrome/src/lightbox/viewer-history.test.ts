import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserViewerHistory } from './viewer-history.ts'

afterEach(() => vi.restoreAllMocks())

describe('browserViewerHistory', () => {
  it('adds one entry; going back past it runs onBack once, and the viewer then takes nothing away', () => {
    const push = vi.spyOn(window.history, 'pushState')
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const onBack = vi.fn()
    const leave = browserViewerHistory(window).enter(onBack)
    expect(push).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new PopStateEvent('popstate'))
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(onBack).toHaveBeenCalledTimes(1)
    leave()
    expect(back).not.toHaveBeenCalled()
  })

  it('takes its entry away, going back once, when the viewer closes otherwise', () => {
    vi.spyOn(window.history, 'pushState')
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const onBack = vi.fn()
    const leave = browserViewerHistory(window).enter(onBack)
    leave()
    expect(back).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(onBack).not.toHaveBeenCalled()
  })
})
