/**
 * @jc/listing-tabs: the `<listing-tabs>` element, which takes over the SJ
 * Listing Tabs module's server markup: tabs loaded over AJAX, load more, and
 * the category carousel.
 *
 * @element listing-tabs
 *
 * @attr ajax-url - The listing request URL; else the container's `data-ajaxurl` (usually the page).
 * @attr module-id - The module id sent as `listing_tabs_moduleid`; else `data-modid`.
 * @attr effect - The items' entrance: none, slideLeft, slideRight, zoomOut, zoomIn, flip, flipInX, flipInY, starwars, bounceIn, fadeIn, pageTop; else `data-effect`.
 * @attr delay - Milliseconds between two items' entrances; else `data-delay` (300).
 * @attr duration - Milliseconds one entrance lasts; else `data-duration` (600).
 * @attr video-thumbnails - URL template for carousel video thumbnails, with `{host}` (youtube, vimeo) and `{id}`; else the host's own.
 * @attr lang - The language of its own strings (fa, en); else the page's.
 *
 * @event listing-tabs:ready - `null`: the block is taken over and its tabs work; once.
 * @event listing-tabs:tab-loaded - `{ tab, categoryId, count }`: a tab's first page is shown.
 * @event listing-tabs:items-appended - `{ tab, categoryId, added, count, total }`: load more appended items.
 * @event listing-tabs:all-loaded - `{ tab, categoryId, count }`: a tab shows all its items.
 * @event listing-tabs:error - `{ tab, categoryId, request, error }`: a request failed; the tab stays retryable.
 *
 * @cssproperty --ltabs-accent - Selected tab, buttons and the loading spinner.
 * @cssproperty --ltabs-accent-contrast - Text on the accent.
 * @cssproperty --ltabs-surface - Cards, the dropdown and controls.
 * @cssproperty --ltabs-border - Lines around tabs, cards and the dropdown.
 * @cssproperty --ltabs-muted - Secondary text.
 * @cssproperty --ltabs-error - The failure message.
 * @cssproperty --ltabs-radius - Corner radius.
 * @cssproperty --ltabs-gap - Space between items.
 * @cssproperty --ltabs-columns-min - The narrowest an item column gets.
 * @cssproperty --ltabs-delay, --ltabs-duration, --ltabs-effect - Set by the element from its settings.
 */
export type { BlockMarkup, ListingSettings, TabMarkup } from './block-markup.ts'
export type { Slider, SliderFactory, SliderOptions } from './carousel/slider.ts'
export { EmbedFrame, type VideoFrameProps, VideoPageLink } from './carousel/video-frame.tsx'
export {
  embedUrl,
  parseVideoLink,
  thumbnailUrl,
  type VideoHost,
  type VideoLink,
  watchUrl,
} from './carousel/video-link.ts'
export { type DefineListingTabsOptions, defineListingTabs, listingTabsTag } from './define.ts'
export { browserEnvironment, type ListingEnvironment } from './environment.ts'
export {
  type AllLoadedDetail,
  allLoadedEvent,
  type ItemsAppendedDetail,
  itemsAppendedEvent,
  type ListingErrorDetail,
  listingErrorEvent,
  listingReadyEvent,
  type TabLoadedDetail,
  tabLoadedEvent,
} from './events.ts'
export { ListingTabs, type ListingTabsProps } from './listing-tabs.tsx'
export { narrowScreenQuery, type ScreenWidth } from './screen-width.ts'
export { type ListingEffect, listingEffects } from './settings.ts'
