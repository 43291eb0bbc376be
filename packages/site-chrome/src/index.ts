/**
 * @jc/site-chrome: The site's chrome: the `<site-lightbox>` element, the slider, the hamburger menu, the RSS icon, system messages, lazy images, image captions, responsive mode and the analytics tag.
 *
 * The package is laid out and wired into the workspace; its element arrives
 * with its own issue. Exports are listed here by name as they land.
 */

export { startAnalytics } from './analytics/analytics.ts'
export { europeanRegions } from './analytics/consent-regions.ts'
export { analyticsPolicyName } from './analytics/trusted-script-url.ts'
export { publishAnimationSpeeds } from './animation-speeds.ts'
export { startCaptions } from './captions/captions.ts'
export { lazyImageSelector } from './lazy-images/lazy-image.ts'
export { type LazyImagesOptions, startLazyImages } from './lazy-images/lazy-images.ts'
export { defineSiteLightbox, siteLightboxTag } from './lightbox/define.ts'
export type { ImagePreloader } from './lightbox/image-preloader.ts'
export { largeVersionOf } from './lightbox/large-version.ts'
export type { LightboxEnvironment } from './lightbox/lightbox-environment.ts'
export { type LightboxErrorDetail, lightboxErrorEvent } from './lightbox/lightbox-error.ts'
export { type LightboxDetail, lightboxEvents } from './lightbox/lightbox-events.ts'
export type { LightboxItem } from './lightbox/lightbox-item.ts'
export { SiteLightbox, type SiteLightboxProps } from './lightbox/site-lightbox.tsx'
export {
  type MenuToggleDetail,
  menuButtonSelector,
  menuToggleEvent,
  startMenus,
} from './menu/menu.ts'
export {
  type ResponsiveModeDetail,
  responsiveModeAttribute,
  responsiveModeEvent,
  startResponsiveMode,
} from './responsive/responsive.ts'
export type { ResponsiveMode } from './responsive/responsive-mode.ts'
export { startRssIcons } from './rss/rss-icon.ts'
export { reportScriptErrors } from './script-errors/report-script-errors.ts'
export { scriptDeclarationPrefix } from './script-errors/script-declaration-error.ts'
export { ContentSlider, type ContentSliderProps } from './slider/content-slider.tsx'
export { contentSliderTag, defineContentSlider } from './slider/define.ts'
export type { SliderEnvironment } from './slider/slider-environment.ts'
export { type SliderDetail, sliderChangedEvent } from './slider/slider-events.ts'
export { type SliderSettings, sliderDefaults } from './slider/slider-settings.ts'
export { type SiteChromeOptions, startSiteChrome } from './start.ts'
export { closeSelector } from './system-messages/box-names.ts'
export type { SystemMessage } from './system-messages/message-markup.ts'
export type { MessageKind } from './system-messages/messages-state.ts'
export {
  showSystemMessage,
  startSystemMessages,
  systemMessageEvent,
} from './system-messages/system-messages.ts'
