import { defineJcComments, upgradeStockBlocks } from '@jc/comments-widget'
import type { WidgetChunk } from '../widget-chunk.ts'

/** `<jc-comments>`, and the stock JComments blocks (`div#jc`) it takes over without a template change. */
export const comments: WidgetChunk = {
  start(document) {
    const defined = defineJcComments()
    upgradeStockBlocks(document)
    return defined
  },
}
