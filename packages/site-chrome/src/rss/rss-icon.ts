import { queryPage } from '@jc/widget-kit'
import { feedOf } from './feed-link.ts'

/** The template's RSS icons. */
export const rssIconSelector = 'a.rss-icon'

/**
 * Points every RSS icon at the page's feed, or hides it when the page has
 * none: an icon without a link is removed from view and from the
 * accessibility tree. Returns a function that restores the icons.
 */
export function startRssIcons(document: Document): () => void {
  const feed = feedOf(document)
  const restores = Array.from(queryPage<HTMLAnchorElement>(document, rssIconSelector), (icon) => {
    const href = icon.getAttribute('href')
    const { hidden } = icon
    if (feed) icon.setAttribute('href', feed)
    else icon.removeAttribute('href')
    icon.hidden = !feed
    return () => {
      if (href === null) icon.removeAttribute('href')
      else icon.setAttribute('href', href)
      icon.hidden = hidden
    }
  })
  return () => {
    for (const restore of restores) restore()
  }
}
