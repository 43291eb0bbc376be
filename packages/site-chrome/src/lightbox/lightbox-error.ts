import { emit } from '@jc/widget-kit'

/**
 * Sent on the `<site-lightbox>` element when it could not show an image, by
 * the element when the viewer's code does not load and by the viewer when
 * the image does not: a template's script hears both the same way.
 */
export const lightboxErrorEvent = 'lightbox-error'

export interface LightboxErrorDetail {
  /** The original image's address (the link's `href`); empty when it has none. */
  readonly src: string
  /**
   * `viewer`: the viewer's code did not load, and the image opens as a page;
   * `image`: neither the large copy nor the image itself loaded (or there is
   * no address), and the viewer says so.
   */
  readonly reason: 'viewer' | 'image'
}

export function announceLightboxError(host: Element, detail: LightboxErrorDetail): void {
  emit<LightboxErrorDetail>(host, lightboxErrorEvent, detail)
}
