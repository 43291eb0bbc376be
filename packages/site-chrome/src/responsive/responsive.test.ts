import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { responsiveModeEvent, startResponsiveMode } from './responsive.ts'

const markers = `
  <div class="responsive-markers" aria-hidden="true">
    <span data-responsive-marker="desktop"></span>
    <span data-responsive-marker="responsive-tablet"></span>
    <span data-responsive-marker="responsive-phone"></span>
  </div>`

let stop = () => {}
afterEach(() => {
  stop()
  document.documentElement.removeAttribute('data-responsive-mode')
})

/** Plays the stylesheet: only the given mode's marker is displayed. */
function layout(mode: string) {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-responsive-marker]')) {
    marker.style.display = marker.dataset.responsiveMarker === mode ? 'block' : 'none'
  }
}

function page(mode: string, named: readonly string[] = []) {
  document.body.innerHTML = markers
  printNamedImages(document, ...named)
  layout(mode)
  const timers = manualTimers()
  const heard = vi.fn()
  document.addEventListener(responsiveModeEvent, (event) => heard(event.detail))
  stop = startResponsiveMode(document, { timers })
  return {
    timers,
    heard,
    mode: () => document.documentElement.getAttribute('data-responsive-mode'),
  }
}

describe('the responsive mode', () => {
  it('is read from the marker the stylesheet displays, and announced', () => {
    const { mode, heard } = page('responsive-tablet')
    expect(mode()).toBe('responsive-tablet')
    expect(heard).toHaveBeenLastCalledWith({ mode: 'responsive-tablet', previous: null })
  })

  it('is read from its marker where the page names an image querySelector', () => {
    const { mode } = page('responsive-phone', ['querySelector'])
    expect(mode()).toBe('responsive-phone')
  })

  it('is checked again 25 ms after resizing stops', () => {
    const { timers, mode, heard } = page('desktop')
    layout('responsive-phone')
    window.dispatchEvent(new Event('resize'))
    timers.advance(24)
    expect(mode()).toBe('desktop')
    window.dispatchEvent(new Event('resize'))
    timers.advance(24)
    expect(mode()).toBe('desktop')
    timers.advance(1)
    expect(mode()).toBe('responsive-phone')
    expect(heard).toHaveBeenLastCalledWith({ mode: 'responsive-phone', previous: 'desktop' })
  })

  it('says nothing when a resize leaves the mode as it was', () => {
    const { timers, heard } = page('desktop')
    window.dispatchEvent(new Event('resize'))
    timers.advance(25)
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('sets no mode on a page without markers, and says nothing: such a page has no modes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = ''
    stop = startResponsiveMode(document, { timers: manualTimers() })
    expect(document.documentElement.hasAttribute('data-responsive-mode')).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('names the markers a page leaves out, once however often the window resizes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = '<span data-responsive-marker="desktop"></span>'
    const timers = manualTimers()
    stop = startResponsiveMode(document, { timers })
    window.dispatchEvent(new Event('resize'))
    timers.advance(25)
    expect(document.documentElement.getAttribute('data-responsive-mode')).toBe('desktop')
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'site chrome: add the missing responsive markers: <span data-responsive-marker="responsive-tablet"></span><span data-responsive-marker="responsive-phone"></span>',
    )
    warn.mockRestore()
  })

  it('names a missing stylesheet once the page has loaded: every marker is displayed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = markers
    stop = startResponsiveMode(document, { timers: manualTimers() })
    expect(document.documentElement.getAttribute('data-responsive-mode')).toBe('desktop')
    expect(warn.mock.calls).toEqual([
      [
        'site chrome: every responsive marker is displayed, so the mode reads desktop on any screen; link the bundle’s site-chrome stylesheet, which displays one.',
      ],
    ])
    warn.mockRestore()
  })

  it('names a missing stylesheet on a loaded page whose markup names readyState', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = markers
    printNamedImages(document, 'readyState')
    stop = startResponsiveMode(document, { timers: manualTimers() })
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^site chrome: every responsive marker is displayed/),
    )
    warn.mockRestore()
  })

  it('says nothing in the console when every marker is there', () => {
    const warn = vi.spyOn(console, 'warn')
    page('desktop')
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('stops listening, and takes its attribute away, when stopped', () => {
    const { timers, mode } = page('desktop')
    stop()
    stop = () => {}
    window.dispatchEvent(new Event('resize'))
    expect(timers.pending()).toBe(0)
    expect(mode()).toBeNull()
  })
})
