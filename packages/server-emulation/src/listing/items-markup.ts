import { escapeHtml } from '../escape-html.ts'
import { attributes } from './html.ts'
import { k2NoItems } from './k2-build.ts'
import { type ListingLocale, listingLocale } from './locale.ts'
import type { ListingItemSeed, ListingModuleSeed } from './seed.ts'

// The demo's thumbnails are all drawn at this size; stating it keeps the grid from jumping.
const thumbnail = { width: 300, height: 200 }

/**
 * Renders items in the shape of the module's `default_items.php`, one line
 * per tag and tab-indented like the PHP template, so that the AJAX answer's
 * whitespace stripping has the same work to do as on the real server.
 */
function renderItems(items: readonly ListingItemSeed[], locale: ListingLocale): string {
  return items.map((item) => renderItem(item, locale)).join('\n')
}

/**
 * The module's items layout for one page: its items, or when there is none
 * nothing at all, except in the K2 build, which writes a sentence.
 */
export function renderPage(module: ListingModuleSeed, items: readonly ListingItemSeed[]): string {
  if (items.length === 0 && module.build === 'k2') return k2NoItems
  return renderItems(items, listingLocale(module.lang))
}

function renderItem(item: ListingItemSeed, locale: ListingLocale): string {
  const title = escapeHtml(item.title)
  return [
    '<div class="ltabs-item new-ltabs-item">',
    '\t<div class="item-inner">',
    '\t\t<div class="item-image">',
    `\t\t\t<a class="rspl-image"${attributes({ href: item.link })}>`,
    `\t\t\t\t<img${attributes({ src: item.image, alt: item.title, ...thumbnail })}>`,
    '\t\t\t</a>',
    '\t\t</div>',
    '\t\t<div class="item-title">',
    `\t\t\t<a${attributes({ href: item.link })}>`,
    `\t\t\t\t${title}`,
    '\t\t\t</a>',
    '\t\t</div>',
    '\t\t<div class="created-date">',
    `\t\t\t<time${attributes({ datetime: item.created })}>${escapeHtml(locale.date(item.created))}</time>`,
    '\t\t</div>',
    '\t\t<div class="introtext">',
    `\t\t\t${item.introHtml ?? escapeHtml(item.introText)}`,
    '\t\t</div>',
    '\t\t<div class="other-infor">',
    '\t\t\t<div class="hits">',
    `\t\t\t\t${escapeHtml(locale.hits(item.hits))}`,
    '\t\t\t</div>',
    '\t\t</div>',
    '\t</div>',
    '</div>',
  ].join('\n')
}
