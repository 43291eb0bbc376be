import { documentProperty } from '@jc/widget-kit'

/** Google's tag container; a site that emulates or proxies it names another address. */
export const defaultContainerUrl = 'https://www.googletagmanager.com/gtag/js'

/** Where a page states its analytics: `<meta name="…">` in the head, or `data-…` on `<html>`. */
export const analyticsIdMeta = 'analytics-id'
export const analyticsContainerMeta = 'analytics-container'

export interface AnalyticsConfig {
  /** The property's tag id, e.g. `G-XXXXXXXXXX`. */
  readonly id: string
  /** The container script's address, with `?id=` already added. */
  readonly containerUrl: string
}

const tagId = /^[A-Z]{1,3}-[A-Z0-9-]{4,}$/i

// The document is read through its prototype, whatever the page names
// `documentElement`, `querySelector` or `baseURI` (an image in an article).
function setting(document: Document, name: string): string | null {
  const fromHtml = documentProperty(document, 'documentElement').getAttribute(`data-${name}`)
  const fromMeta = documentProperty(document, 'querySelector')
    .call(document, `meta[name="${name}"]`)
    ?.getAttribute('content')
  return (fromHtml ?? fromMeta ?? '').trim() || null
}

/**
 * The page's analytics settings, or null when it configures none. Throws when
 * they are configured wrongly: a malformed id, or a container that is neither
 * on this site nor served over HTTPS.
 */
export function readAnalyticsConfig(document: Document): AnalyticsConfig | null {
  const id = setting(document, analyticsIdMeta)
  if (id === null) return null
  if (!tagId.test(id)) throw new Error(`"${id}" is not a Google tag id`)
  const base = documentProperty(document, 'baseURI')
  const container = new URL(setting(document, analyticsContainerMeta) ?? defaultContainerUrl, base)
  const sameSite = container.origin === new URL(base).origin
  if (!sameSite && container.protocol !== 'https:') {
    throw new Error(`the tag container ${container.href} is not served over HTTPS`)
  }
  container.searchParams.set('id', id)
  return { id, containerUrl: container.href }
}
