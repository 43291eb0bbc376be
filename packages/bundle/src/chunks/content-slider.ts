import { defineContentSlider } from '@jc/site-chrome'
import type { WidgetChunk } from '../widget-chunk.ts'

export const contentSlider: WidgetChunk = {
  start() {
    return defineContentSlider()
  },
}
