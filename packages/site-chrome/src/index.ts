/**
 * @jc/site-chrome: The site's chrome: the `<site-lightbox>` element, the slider, the hamburger menu, the RSS icon, system messages, lazy images, image captions, responsive mode and the analytics tag.
 *
 * The package is laid out and wired into the workspace; its element arrives
 * with its own issue. Exports are listed here by name as they land.
 */
export { defineSiteLightbox, siteLightboxTag } from './lightbox/define.ts'
export type { ImagePreloader } from './lightbox/image-preloader.ts'
export { largeVersionOf } from './lightbox/large-version.ts'
export type { LightboxEnvironment } from './lightbox/lightbox-environment.ts'
export { type LightboxDetail, lightboxEvents } from './lightbox/lightbox-events.ts'
export type { LightboxItem } from './lightbox/lightbox-item.ts'
export { SiteLightbox, type SiteLightboxProps } from './lightbox/site-lightbox.tsx'
