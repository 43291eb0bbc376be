import type { Language } from '@jc/widget-kit'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { ListingStrings } from '../strings.ts'
import type { VideoFrameProps } from './video-frame.tsx'
import { embedUrl, thumbnailUrl, type VideoLink } from './video-link.ts'

export interface VideoCardProps {
  readonly video: VideoLink
  readonly title: string
  /** `video-thumbnails`: where thumbnails come from instead of the host. */
  readonly thumbnails: string | undefined
  readonly strings: ListingStrings
  readonly language: Language
  readonly frame: ComponentType<VideoFrameProps>
  readonly onPlay: () => void
}

/** What a player may hold that takes the focus: a frame, a link to the host, a control. */
const focusable = 'iframe, a[href], button, video[controls], [tabindex]'

/**
 * A video on a carousel card: the host's thumbnail, loaded lazily, under a
 * play button. Nothing from the video host but the thumbnail loads until the
 * visitor presses play; then the player comes from its privacy-friendly address
 * and takes the focus from the play button it replaces.
 */
export function VideoCard({
  video,
  title,
  thumbnails,
  strings,
  language,
  frame: Frame,
  onPlay,
}: VideoCardProps) {
  const [playing, setPlaying] = useState(false)
  const card = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = card.current
    if (!playing || !element) return
    // A player with nothing focusable (a site's own) leaves the focus on the card, not on the page.
    const target = element.querySelector<HTMLElement>(focusable) ?? element
    target.focus()
  }, [playing])

  return (
    <div
      ref={card}
      className="ltabs-video"
      data-video-host={video.host}
      tabIndex={playing ? -1 : undefined}
    >
      {playing ? (
        <Frame video={video} src={embedUrl(video)} title={title} language={language} />
      ) : (
        <button
          type="button"
          className="ltabs-video-play"
          onClick={() => {
            setPlaying(true)
            onPlay()
          }}
        >
          <img
            className="ltabs-video-thumbnail"
            src={thumbnailUrl(video, thumbnails)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
          />
          <span className="ltabs-video-play-icon" aria-hidden="true" />
          <span className="ltabs-sr-only">{strings.playVideo(title)}</span>
        </button>
      )}
    </div>
  )
}
