import { allowedUrl, queryPage } from '@jc/widget-kit'

/** The site chrome's lazy images (its `lazyImageSelector`, held to it by a test). */
export const lazyImages = 'img[data-src]'

/**
 * Gives each lazy image its `data-src` when the site chrome, which gives it
 * as the image comes near, did not arrive: else the image stays blank. The
 * browser's own lazy loading still defers those far away. The address passes
 * the one address check, as in the site chrome. `data-srcset` is left out:
 * its candidates need the site chrome's parser before that check, which the
 * loader's budget has no room for, so the picture comes at one resolution.
 */
export function revealLazyImages(document: Document): void {
  for (const image of queryPage<HTMLImageElement>(document, lazyImages)) {
    const src = allowedUrl(image.dataset.src, 'lazy image data-src')
    image.loading = 'lazy'
    if (src) image.src = src
  }
}
