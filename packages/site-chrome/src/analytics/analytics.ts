import { documentProperty, pageWindow, queryPage } from '@jc/widget-kit'
import { declareScript } from '../script-errors/script-declaration-error.ts'
import { readAnalyticsConfig } from './analytics-config.ts'
import { europeanConsentDefault } from './consent-regions.ts'
import { type AnalyticsWindow, installGtag } from './gtag.ts'
import { trustedScriptUrl } from './trusted-script-url.ts'

/** Marks the container script this module added, so a second start adds none. */
export const containerScriptAttribute = 'data-analytics-container'

/**
 * Reports the page view to the analytics property the page names: queues
 * consent defaults for European visitors (denied until granted), the tag's
 * start and the page-view `config` call, then loads the tag container
 * asynchronously from an external file; nothing inline. Whether the tag also
 * detects user-provided data on the page is a setting of the tag itself (see
 * the README). If any of it throws, the console gets "Error in script
 * declaration; Error: …" and the visitor sees nothing.
 */
export function startAnalytics(
  document: Document,
  log: Pick<Console, 'error'> = console,
): () => void {
  declareScript(() => {
    const config = readAnalyticsConfig(document)
    const view = pageWindow(document)
    if (!config || !view) return
    if (queryPage(document, `script[${containerScriptAttribute}]`).length > 0) return
    const gtag = installGtag(view as AnalyticsWindow)
    gtag('consent', 'default', {
      ...europeanConsentDefault,
      region: [...europeanConsentDefault.region],
    })
    gtag('js', new Date())
    gtag('config', config.id)
    const script = document.createElement('script')
    script.async = true
    script.setAttribute(containerScriptAttribute, '')
    script.src = trustedScriptUrl(view, config.containerUrl)
    documentProperty(document, 'head').append(script)
  }, log)
  // What was queued and loaded cannot be taken back.
  return () => {}
}
