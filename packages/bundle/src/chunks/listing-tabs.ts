import { defineListingTabs, VideoPageLink } from '@jc/listing-tabs'
import { videoPlayerOf } from '../video-player.ts'
import type { WidgetChunk } from '../widget-chunk.ts'

export const listingTabs: WidgetChunk = {
  start(document, options) {
    return defineListingTabs(
      videoPlayerOf(document, options) === 'page-link'
        ? { environment: { videoFrame: VideoPageLink } }
        : {},
    )
  },
}
