import { allowedUrl, queryPage } from '@jc/widget-kit'

const feedSelector = 'link[rel~="alternate" i][type="application/rss+xml" i][href]'

/**
 * The address of the first RSS feed the page links to that the one check
 * allows, or null; the links are found whatever the page names `querySelectorAll`.
 */
export function feedOf(document: Document): string | null {
  for (const link of queryPage(document, feedSelector)) {
    const href = allowedUrl(link.getAttribute('href')?.trim(), 'RSS icon <link rel="alternate">')
    if (href) return href
  }
  return null
}
