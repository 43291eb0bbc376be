import type { Language } from '@jc/widget-kit'
import { type ComponentType, useState } from 'react'
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

/**
 * A video on a carousel card: the host's thumbnail, loaded lazily, under a
 * play button. Nothing from the video host but the thumbnail loads until the
 * visitor presses play; then the player comes from its privacy-friendly address.
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
  return (
    <div className="ltabs-video" data-video-host={video.host}>
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
