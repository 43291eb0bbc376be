import { warnAttribute } from '@jc/widget-kit'

/**
 * Where the viewer looks for the larger copy of an image: beside it, named
 * with `-large` before the extension (`derived`, the template's way), or
 * nowhere (`none`), for a site that keeps no such copies: there each opening
 * would first ask for a file that is not there, and wait for its 404.
 */
export type LargeImages = 'derived' | 'none'

/**
 * The `large-images` attribute as written. Read with the element, not with
 * the viewer, so that a wrong value is named when the page loads rather than
 * at the first opening; it then gives way to the default.
 */
export function largeImagesOf(text: string | undefined): LargeImages {
  if (text === 'derived' || text === 'none') return text
  if (text !== undefined) {
    warnAttribute('site-lightbox', 'large-images', text, '"derived" or "none"')
  }
  return 'derived'
}
