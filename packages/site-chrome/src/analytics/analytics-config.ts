import { documentProperty, pageSetting } from '@jc/widget-kit'

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

/**
 * The page's analytics settings, or null when it configures none. Throws when
 * they are configured wrongly: a malformed id, or a container that is neither
 * on this site nor served over HTTPS.
 */
export function readAnalyticsConfig(document: Document): AnalyticsConfig | null {
  const id = pageSetting(document, analyticsIdMeta)
  if (id === null) return null
  if (!tagId.test(id)) throw new Error(`"${id}" is not a Google tag id`)
  // Through the prototype, whatever an image in an article is named.
  const base = documentProperty(document, 'baseURI')
  const container = new URL(
    pageSetting(document, analyticsContainerMeta) ?? defaultContainerUrl,
    base,
  )
  const sameSite = container.origin === new URL(base).origin
  if (!sameSite && container.protocol !== 'https:') {
    throw new Error(`the tag container ${container.href} is not served over HTTPS`)
  }
  container.searchParams.set('id', id)
  return { id, containerUrl: container.href }
}
