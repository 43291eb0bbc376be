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
    const before = { href: icon.getAttribute('href'), hidden: icon.hidden }
    if (feed) {
      icon.setAttribute('href', feed.href)
      icon.hidden = false
    } else {
      icon.removeAttribute('href')
      icon.hidden = true
    }
    return () => {
      if (before.href === null) icon.removeAttribute('href')
      else icon.setAttribute('href', before.href)
      icon.hidden = before.hidden
    }
  })
  return () => {
    for (const restore of restores) restore()
  }
}
