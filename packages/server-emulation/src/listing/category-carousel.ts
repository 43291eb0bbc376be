import { escapeHtml } from '../escape-html.ts'
import { attributes } from './html.ts'
import { listingLocale } from './locale.ts'
import type { ListingModuleSeed } from './seed.ts'
import { countedItems } from './tab-items.ts'

// Product specification §9: the category carousel's defaults.
const carouselSettings = {
  'data-autoplay-timeout': 3000,
  'data-autoplay-speed': 3000,
  'data-margin': 5,
  'data-loop': 'true',
}

const cardImage = { width: 150, height: 100 }

/**
 * The category carousel. No release of the module we could read has one, so
 * this markup is ours: plain links that work without script, which a carousel
 * widget can take over.
 *
 *     div.ltabs-categories[data-autoplay-timeout][data-autoplay-speed][data-margin][data-loop]
 *       ul.ltabs-categories-list
 *         li.ltabs-category[data-category-id]
 *           a.ltabs-category-video[href = a YouTube or Vimeo page]   (only when the category features a video)
 *           a.ltabs-category-link[href = the category page]
 *             img.ltabs-category-image[alt=""]   (decorative: the name follows)
 *             span.ltabs-category-name
 *             span.ltabs-category-count          ("14 items", "۱۴ مطلب")
 *
 * The settings are the product specification's: autoplay every 3000 ms, 3000 ms
 * slides, 5 px between cards, looping.
 */
export function renderCategoryCarousel(module: ListingModuleSeed): string {
  const locale = listingLocale(module.lang)
  const cards = module.categories.map((category) =>
    [
      `\t\t<li class="ltabs-category"${attributes({ 'data-category-id': category.id })}>`,
      ...(category.video
        ? [
            `\t\t\t<a class="ltabs-category-video"${attributes({ href: category.video.url })}>${escapeHtml(category.video.title)}</a>`,
          ]
        : []),
      `\t\t\t<a class="ltabs-category-link"${attributes({ href: category.link })}>`,
      `\t\t\t\t<img class="ltabs-category-image"${attributes({ src: category.image, alt: '', ...cardImage })}>`,
      `\t\t\t\t<span class="ltabs-category-name">${escapeHtml(category.name)}</span>`,
      `\t\t\t\t<span class="ltabs-category-count">${escapeHtml(locale.itemCount(countedItems(category)))}</span>`,
      '\t\t\t</a>',
      '\t\t</li>',
    ].join('\n'),
  )
  return [
    `<div class="ltabs-categories"${attributes(carouselSettings)}>`,
    '\t<ul class="ltabs-categories-list">',
    ...cards,
    '\t</ul>',
    '</div>',
  ].join('\n')
}
