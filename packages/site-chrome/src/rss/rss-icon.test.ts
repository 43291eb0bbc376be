import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startRssIcons } from './rss-icon.ts'

const icon = '<a class="rss-icon" href="/stale.rss"><img src="/rss.svg" alt="RSS feed"></a>'
const feedLink = (href: string) =>
  `<link rel="alternate" type="application/rss+xml" title="Latest" href="${href}">`

let stop = () => {}
afterEach(() => {
  stop()
  document.head.innerHTML = ''
})

function page(head: string, body = icon, named: readonly string[] = []) {
  document.head.innerHTML = head
  document.body.innerHTML = body
  printNamedImages(document, ...named)
  stop = startRssIcons(document)
  return document.querySelector('a.rss-icon') as HTMLAnchorElement
}

describe('the RSS icon', () => {
  it('links to the feed the page announces', () => {
    const link = page(feedLink('/en/index.html?format=feed&type=rss'))
    expect(link.getAttribute('href')).toBe('/en/index.html?format=feed&type=rss')
    expect(link.hidden).toBe(false)
  })

  it('is shown even when the server rendered it without a link', () => {
    const link = page(
      feedLink('/feed.rss'),
      '<a class="rss-icon"><img src="/rss.svg" alt="RSS"></a>',
    )
    expect(link.getAttribute('href')).toBe('/feed.rss')
    expect(link.hidden).toBe(false)
  })

  it('links to the feed where the page names an image querySelectorAll', () => {
    const link = page(feedLink('/feed.rss'), icon, ['querySelectorAll'])
    expect(link.getAttribute('href')).toBe('/feed.rss')
  })

  it('is hidden, and links nowhere, on a page without a feed', () => {
    const link = page('<link rel="alternate" hreflang="fa" href="/fa/">')
    expect(link.hasAttribute('href')).toBe(false)
    expect(link.hidden).toBe(true)
  })

  it('ignores a feed link with an empty address', () => {
    expect(page(feedLink(' ')).hidden).toBe(true)
  })

  it('links nowhere, and says so, when the feed’s address is a script', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const link = page(feedLink('javascript:window.__pwned=1') + feedLink('jav&#x09;ascript:x()'))
    expect(link.hasAttribute('href')).toBe(false)
    expect(link.hidden).toBe(true)
    expect(warn).toHaveBeenCalledWith(
      'RSS icon <link rel="alternate">: refused the address "javascript:window.__pwned=1"',
    )
    warn.mockRestore()
  })

  it('takes the first of several feeds', () => {
    expect(page(feedLink('/a.rss') + feedLink('/b.rss')).getAttribute('href')).toBe('/a.rss')
  })

  it('gives the icon back as the server rendered it when stopped', () => {
    const link = page('')
    stop()
    stop = () => {}
    expect(link.getAttribute('href')).toBe('/stale.rss')
    expect(link.hidden).toBe(false)
  })
})
