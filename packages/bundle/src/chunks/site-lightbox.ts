import { defineSiteLightbox } from '@jc/site-chrome'
import type { WidgetChunk } from '../widget-chunk.ts'

export const siteLightbox: WidgetChunk = {
  start() {
    return defineSiteLightbox()
  },
}
