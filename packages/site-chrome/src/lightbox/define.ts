import { defineElement } from '@jc/widget-kit'
import type { LightboxErrorDetail } from './lightbox-error.ts'
import type { LightboxDetail } from './lightbox-events.ts'
import { SiteLightbox } from './site-lightbox.tsx'

export const siteLightboxTag = 'site-lightbox'

/**
 * Registers `<site-lightbox>`; registering twice is harmless.
 *
 * @summary Opens the images marked inside it in a modal image viewer.
 *
 * Markup: any content. An image is marked with `data-lightbox` on a link
 * around it (the link's `href` is the image to show) or on the `<img>` itself
 * (its `src`); the value names the set. fancyBox's legacy markup works as
 * well: a link with `rel`, `data-fancybox-group` or the `fancybox` class
 * around an image. Marked elements of one set open together; an element
 * without a set opens alone. Per link: `data-caption` (else
 * `data-fancybox-title`, else `title`) is the caption, `data-large-src`
 * replaces the derived `name-large.ext` address.
 *
 * @attr lang - `fa` or `en`; else the nearest ancestor's (`fa` is Persian, right to left)
 * @attr large-images - `derived` (default): the viewer tries `name-large.ext` first, the image itself when that fails; `none`: the site keeps no larger copies, the image itself is shown at once, without a request for one; a link's `data-large-src` is used either way. Another value is named in the console and the default used.
 *
 * @event lightbox-opened - `{ index, count, src, caption }` when the viewer opens.
 * @event lightbox-changed - the same, when it moves to another image.
 * @event lightbox-closed - the same, for the image shown last, when it closes.
 * @event lightbox-error - `{ src, reason }` when it could not show an image: `viewer` when the viewer's code did not load (the image then opens as a page), `image` when neither file of the image loaded (the viewer says so).
 *
 * @cssproperty --site-lightbox-backdrop - The veil over the page behind the image.
 * @cssproperty --site-lightbox-color - Caption and control colour.
 * @cssproperty --site-lightbox-control-background - Buttons' background.
 * @cssproperty --site-lightbox-control-size - Buttons' size.
 * @cssproperty --site-lightbox-focus - The focus ring's colour.
 * @cssproperty --site-lightbox-error-color - The error message's colour.
 * @cssproperty --site-lightbox-duration - The opening fade; 0 under reduced motion.
 */
export function defineSiteLightbox(registry?: CustomElementRegistry): Promise<void> {
  return defineElement({
    tag: siteLightboxTag,
    component: SiteLightbox,
    attributes: { largeImages: 'string' },
    ...(registry ? { registry } : {}),
  })
}

declare global {
  interface HTMLElementTagNameMap {
    'site-lightbox': HTMLElement
  }
  interface GlobalEventHandlersEventMap {
    'lightbox-opened': CustomEvent<LightboxDetail>
    'lightbox-changed': CustomEvent<LightboxDetail>
    'lightbox-closed': CustomEvent<LightboxDetail>
    'lightbox-error': CustomEvent<LightboxErrorDetail>
  }
}
