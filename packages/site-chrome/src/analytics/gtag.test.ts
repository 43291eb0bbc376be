import { describe, expect, it } from 'vitest'
import { type AnalyticsWindow, installGtag } from './gtag.ts'

describe('installGtag', () => {
  it('queues each command as an arguments object, the only kind the container reads', () => {
    const view: AnalyticsWindow = {}
    installGtag(view)('config', 'G-ABC123XYZ')
    const [entry] = view.dataLayer ?? []
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['config', 'G-ABC123XYZ'])
  })

  it('keeps a queue and a gtag the page already has', () => {
    const earlier = ['queued before us']
    const own = () => {}
    const view: AnalyticsWindow = { dataLayer: earlier, gtag: own }
    expect(installGtag(view)).toBe(own)
    expect(view.dataLayer).toBe(earlier)
  })

  it('queues on a real dataLayer when elements of the page are named dataLayer and gtag', () => {
    document.body.innerHTML = '<a id="dataLayer" href="#">d</a><form id="gtag"></form>'
    // As a window's named access gives them, before the page defines either.
    const view = {
      dataLayer: document.getElementById('dataLayer'),
      gtag: document.getElementById('gtag'),
    } as unknown as AnalyticsWindow
    installGtag(view)('config', 'G-ABC123XYZ')
    expect(Array.isArray(view.dataLayer)).toBe(true)
    expect(view.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['config', 'G-ABC123XYZ'],
    ])
  })
})
