import { defineListingTabs, VideoPageLink } from '@jc/listing-tabs'
import type { WidgetChunk } from '../widget-chunk.ts'

export const listingTabs: WidgetChunk = {
  start(_document, options) {
    return defineListingTabs(
      options.videoPlayer === 'page-link' ? { environment: { videoFrame: VideoPageLink } } : {},
    )
  },
}
