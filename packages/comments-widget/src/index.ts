/**
 * @jc/comments-widget: Threaded visitor comments for JComments sites: the `<jc-comments>` element, which talks to the site's unchanged JComments server through `@jc/protocol`.
 *
 * The package is laid out and wired into the workspace; its element arrives
 * with its own issue. Exports are listed here by name as they land.
 */
// Zero-touch mode: stock JComments blocks become <jc-comments>
export { type UpgradeOptions, upgradeStockBlocks } from './zero-touch/upgrade-stock-blocks.ts'
