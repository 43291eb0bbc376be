// Zero-touch mode: the stock pages' JComments blocks become <jc-comments>,
// configured from their inline scripts (read, never run). Other pages already
// hold the element, so nothing happens there.
import { upgradeStockBlocks } from '@jc/comments-widget'

upgradeStockBlocks(document)
