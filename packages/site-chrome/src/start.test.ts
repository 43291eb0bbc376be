// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSiteChrome } from './start.ts'
import { fixedMotion, manualTimers } from './testing/manual-timers.ts'

const page = `
  <header>
    <button type="button" class="menu-toggle" aria-controls="mainmenu" aria-expanded="false">Menu</button>
    <nav id="mainmenu"><a href="/">Home</a></nav>
    <a class="rss-icon"><img src="/rss.svg" alt="RSS"></a>
  </header>
  <main>
    <div id="system-message-container"></div>
    <img class="caption-effect" src="/a.svg" alt="" title="A::B">
    <img data-src="/b.svg" data-jchll="true" src="/p.svg" alt="" width="10" height="10">
  </main>`

let stop = () => {}
afterEach(() => {
  stop()
  document.head.innerHTML = ''
})

function start(log = { error: vi.fn() }) {
  document.head.innerHTML =
    '<link rel="alternate" type="application/rss+xml" href="/feed.rss"><meta name="analytics-id" content="G-DEMO0001">'
  document.body.innerHTML = page
  stop = startSiteChrome(document, {
    timers: manualTimers(),
    motion: fixedMotion(false),
    log,
  })
  return log
}

describe('startSiteChrome', () => {
  it('starts every enhancer on the page', () => {
    const log = start()
    expect(document.documentElement.classList.contains('js')).toBe(true)
    expect(document.querySelector('.rss-icon')?.getAttribute('href')).toBe('/feed.rss')
    expect((document.getElementById('system-message-container') as HTMLElement).hidden).toBe(true)
    expect(document.querySelector('figure figcaption')?.textContent).toBe('AB')
    expect(document.querySelector('img[loading="lazy"]')?.getAttribute('src')).toBe('/b.svg')
    expect(document.querySelector('script[data-analytics-container]')).not.toBeNull()
    expect(document.documentElement.style.getPropertyValue('--site-chrome-speed-fast')).toBe(
      '200ms',
    )
    expect(log.error).not.toHaveBeenCalled()
  })

  it('logs an uncaught script error without showing anything', () => {
    const log = start()
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined', cancelable: true }))
    expect(log.error).toHaveBeenCalledWith('Script error caught:', 'x is undefined')
  })

  it('stops everything it started', () => {
    start()
    stop()
    stop = () => {}
    expect(document.documentElement.classList.contains('js')).toBe(false)
    expect(document.querySelector('figure')).toBeNull()
  })
})
