import { pageSetting } from '@jc/widget-kit'
import type { WidgetOptions } from './widget-chunk.ts'

type VideoPlayer = NonNullable<WidgetOptions['videoPlayer']>

/**
 * Where a page states how a listing carousel plays its videos, as it states
 * its analytics: `<meta name="video-player" content="page-link">` in the
 * head, or `data-video-player` on `<html>`. The shipped loader starts itself,
 * so markup is how a template without video frames in its CSP says so.
 */
export const videoPlayerSetting = 'video-player'

const players: readonly string[] = ['embed', 'page-link'] satisfies readonly VideoPlayer[]

/** The option given to `startWidgets`, else the page's setting, else `embed`. */
export function videoPlayerOf(document: Document, options: WidgetOptions): VideoPlayer {
  if (options.videoPlayer) return options.videoPlayer
  const value = pageSetting(document, videoPlayerSetting)
  if (value === null) return 'embed'
  if (players.includes(value)) return value as VideoPlayer
  console.warn(
    `<listing-tabs>: the page's ${videoPlayerSetting} setting is ${JSON.stringify(value)}; write embed or page-link (videos are embedded until then)`,
  )
  return 'embed'
}
