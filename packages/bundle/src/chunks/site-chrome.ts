import { startSiteChrome } from '@jc/site-chrome'
import type { WidgetChunk } from '../widget-chunk.ts'

/** The page-wide enhancers (menu, RSS icon, system messages, captions, lazy images, analytics). */
export const siteChrome: WidgetChunk = {
  start(document) {
    startSiteChrome(document)
  },
}
