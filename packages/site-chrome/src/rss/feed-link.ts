import { allowedUrl, queryPage } from '@jc/widget-kit'

/** The page's RSS feed, as its `<link rel="alternate">` announces it. */
export interface Feed {
  readonly href: string
  readonly title: string | null
}

const feedSelector = 'link[rel~="alternate" i][type="application/rss+xml" i][href]'

/**
 * The first RSS feed the page links to at an address the one check allows, or
 * null; the links are found whatever the page names `querySelectorAll`.
 */
export function feedOf(document: Document): Feed | null {
  for (const link of queryPage(document, feedSelector)) {
    const href = allowedUrl(link.getAttribute('href')?.trim(), 'RSS icon <link rel="alternate">')
    if (href) return { href, title: link.getAttribute('title') }
  }
  return null
}
