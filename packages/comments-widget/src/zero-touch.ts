/**
 * Zero-touch mode on its own: the bundle imports this module only on a page
 * that has a stock JComments block, so a page built with `<jc-comments>`
 * never downloads the reader of the block's scripts.
 */
export { type UpgradeOptions, upgradeStockBlocks } from './zero-touch/upgrade-stock-blocks.ts'
