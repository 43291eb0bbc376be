import type { ListingModuleSeed } from './seed.ts'

/*
 * What SJ Listing Tabs for K2 (1.0.1) does differently from the content
 * build. Its script sends two more fields, which PHP prints into it:
 * `sj_class_responsive`, the block's instance (its id after
 * `sj_listing_tabs_`), and on a tab switch `field_responsive`, the tab's
 * category. A K2 block printed for `<listing-tabs>`, which drops that
 * script, carries them as data attributes instead: `data-sj_class_responsive`
 * on the tabs container, `data-field_responsive` on each tab. Its endpoint
 * prints a marker before the JSON, and its items layout writes a sentence
 * where there is no item, so an empty answer is not empty markup.
 */

/** What the K2 build's entry file prints ahead of its JSON answer. */
export const k2AnswerPrefix = 'k2_listing_tab_ajax:123::::123'

/** What the K2 build's `default_items.php` prints for a page without any item. */
export const k2NoItems = 'Has no content to show!.'

/**
 * The block's instance. The build makes one up from `rand()` and the time on
 * every page view; a fixed one, unlike the module id, keeps the demo's pages
 * stable and lets a test tell the two apart.
 */
export function k2Instance(module: ListingModuleSeed): string {
  return `${module.id}1725148800`
}
