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
})
