import { defineJcComments } from '@jc/comments-widget'
import { queryPage } from '@jc/widget-kit'
import type { WidgetChunk } from '../widget-chunk.ts'

/** A stock JComments block (`div#jc`) that no `<jc-comments>` holds yet. */
function hasStockBlock(document: Document): boolean {
  return Array.from(queryPage(document, 'div#jc')).some((root) => !root.closest('jc-comments'))
}

/**
 * `<jc-comments>`, and the stock JComments blocks it takes over without a
 * template change: that code (zero-touch mode, with the reader of the
 * block's scripts) is fetched only by a page that has one.
 */
export const comments: WidgetChunk = {
  async start(document) {
    const defined = defineJcComments()
    if (hasStockBlock(document)) {
      const { upgradeStockBlocks } = await import('@jc/comments-widget/zero-touch')
      upgradeStockBlocks(document)
    }
    return defined
  },
}
