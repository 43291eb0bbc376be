// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The tag container is never fetched in these tests: happy-dom reports the script loaded instead.
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startAnalytics } from './analytics.ts'
import type { AnalyticsWindow } from './gtag.ts'

const view = window as unknown as AnalyticsWindow

afterEach(() => {
  document.head.innerHTML = ''
  delete view.dataLayer
  delete view.gtag
})

function configure(id: string) {
  document.head.innerHTML = `<meta name="analytics-id" content="${id}"><meta name="analytics-container" content="/analytics/gtag.js">`
}
const commands = () =>
  (view.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

describe('startAnalytics', () => {
  it('queues consent defaults first, then the tag’s start, then the page view', () => {
    configure('G-DEMO0001')
    startAnalytics(document)
    const [consent, js, config] = commands()
    expect(consent?.slice(0, 2)).toEqual(['consent', 'default'])
    expect(consent?.[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      region: expect.arrayContaining(['DE', 'GB', 'CH']),
    })
    expect(js?.[0]).toBe('js')
    expect(js?.[1]).toBeInstanceOf(Date)
    expect(config).toEqual(['config', 'G-DEMO0001'])
  })

  it('loads the container asynchronously from its file, with the property id', () => {
    configure('G-DEMO0001')
    startAnalytics(document)
    const script = document.querySelector('script[data-analytics-container]') as HTMLScriptElement
    expect(script.async).toBe(true)
    expect(new URL(script.src).pathname).toBe('/analytics/gtag.js')
    expect(new URL(script.src).searchParams.get('id')).toBe('G-DEMO0001')
    expect(script.textContent).toBe('')
  })

  it('reports the page view where the page names images after what it reads of the document', () => {
    configure('G-DEMO0001')
    const stopShadowing = printNamedImages(document, 'querySelector', 'baseURI', 'head')
    const log = { error: vi.fn() }
    startAnalytics(document, log)
    stopShadowing()
    expect(log.error).not.toHaveBeenCalled()
    expect(commands().at(-1)).toEqual(['config', 'G-DEMO0001'])
    const script = document.head.querySelector('script[data-analytics-container]')
    expect(script?.getAttribute('src')).toMatch(/\/analytics\/gtag\.js\?id=G-DEMO0001$/)
  })

  it('does nothing on a page without a property', () => {
    startAnalytics(document)
    expect(view.dataLayer).toBeUndefined()
    expect(document.querySelector('script')).toBeNull()
  })

  it('reports the page view once however often it is started', () => {
    configure('G-DEMO0001')
    startAnalytics(document)
    startAnalytics(document)
    expect(commands().filter(([command]) => command === 'config')).toHaveLength(1)
    expect(document.querySelectorAll('script[data-analytics-container]')).toHaveLength(1)
  })

  it('logs a broken setup with the legacy message and shows nothing', () => {
    configure('not-an-id!')
    const log = { error: vi.fn() }
    startAnalytics(document, log)
    expect(log.error).toHaveBeenCalledWith(
      'Error in script declaration; Error: "not-an-id!" is not a Google tag id',
    )
    expect(document.querySelector('script')).toBeNull()
    expect(document.body.textContent).toBe('')
  })
})
