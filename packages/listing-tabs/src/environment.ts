import { type ListingResult, type PostListingOptions, postListing } from '@jc/protocol'
import {
  browserElementWidth,
  browserMotionPreference,
  browserTimers,
  type ElementWidth,
  type MotionPreference,
  type Timers,
} from '@jc/widget-kit'
import type { ComponentType } from 'react'
import { keenSlider, type SliderFactory } from './carousel/slider.ts'
import { EmbedFrame, type VideoFrameProps } from './carousel/video-frame.tsx'
import { browserScreenWidth, type ScreenWidth } from './screen-width.ts'

/** Everything `<listing-tabs>` needs from the page and the network, so tests can hand in their own. */
export interface ListingEnvironment {
  readonly post: (options: PostListingOptions) => Promise<ListingResult>
  readonly pageUrl: () => string
  readonly random: () => number
  readonly timers: Timers
  readonly motion: MotionPreference
  readonly screen: ScreenWidth
  /** Word when an element (the carousel's list) changes width. */
  readonly width: ElementWidth
  readonly slider: SliderFactory
  /** What plays a video once the visitor asks for it; an iframe of the host's embed address by default. */
  readonly videoFrame: ComponentType<VideoFrameProps>
  readonly log: Pick<Console, 'warn'>
}

export function browserEnvironment(view: Window = window): ListingEnvironment {
  return {
    post: postListing,
    pageUrl: () => view.location.href,
    random: Math.random,
    timers: browserTimers,
    motion: browserMotionPreference(view),
    screen: browserScreenWidth(view),
    width: browserElementWidth,
    slider: keenSlider,
    videoFrame: EmbedFrame,
    log: console,
  }
}
