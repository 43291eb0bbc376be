import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it } from 'vitest'
import { readAnalyticsConfig } from './analytics-config.ts'

afterEach(() => {
  document.head.innerHTML = ''
  document.documentElement.removeAttribute('data-analytics-id')
})

function meta(name: string, content: string) {
  document.head.insertAdjacentHTML('beforeend', `<meta name="${name}" content="${content}">`)
}

describe('readAnalyticsConfig', () => {
  it('finds nothing on a page that names no property', () => {
    expect(readAnalyticsConfig(document)).toBeNull()
  })

  it('reads the property from a meta tag and loads Google’s container for it', () => {
    meta('analytics-id', 'G-ABC123XYZ')
    expect(readAnalyticsConfig(document)).toEqual({
      id: 'G-ABC123XYZ',
      containerUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    })
  })

  it('prefers the attribute on <html>', () => {
    meta('analytics-id', 'G-FROMMETA')
    document.documentElement.setAttribute('data-analytics-id', 'G-FROMHTML')
    expect(readAnalyticsConfig(document)?.id).toBe('G-FROMHTML')
  })

  it('reads the attribute on <html> where the page names an image documentElement', () => {
    document.documentElement.setAttribute('data-analytics-id', 'G-FROMHTML')
    const stopShadowing = printNamedImages(document, 'documentElement')
    const config = readAnalyticsConfig(document)
    stopShadowing()
    expect(config?.id).toBe('G-FROMHTML')
  })

  it('loads a container on the site itself, e.g. an emulation', () => {
    meta('analytics-id', 'G-DEMO0001')
    meta('analytics-container', '/analytics/gtag.js')
    expect(readAnalyticsConfig(document)?.containerUrl).toBe(
      new URL('/analytics/gtag.js?id=G-DEMO0001', document.baseURI).href,
    )
  })

  it('refuses an id that is not a tag id', () => {
    meta('analytics-id', 'alert(1)')
    expect(() => readAnalyticsConfig(document)).toThrow('"alert(1)" is not a Google tag id')
  })

  it('refuses a container from another site without HTTPS', () => {
    meta('analytics-id', 'G-ABC123XYZ')
    meta('analytics-container', 'http://tags.example/gtag.js')
    expect(() => readAnalyticsConfig(document)).toThrow('is not served over HTTPS')
  })
})
