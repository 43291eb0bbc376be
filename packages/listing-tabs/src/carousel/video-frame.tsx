import type { Language } from '@jc/widget-kit'
import { listingStrings } from '../strings.ts'
import { type VideoLink, watchUrl } from './video-link.ts'

export interface VideoFrameProps {
  readonly video: VideoLink
  /** The host's privacy-friendly embed address. */
  readonly src: string
  readonly title: string
  readonly language: Language
}

/** The host's player, in a frame loaded only once the visitor asked to play. */
export function EmbedFrame({ src, title }: VideoFrameProps) {
  return (
    <iframe
      className="ltabs-video-frame"
      src={src}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}

const hostNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/**
 * For a page whose Content Security Policy admits no frame from the video
 * hosts: instead of the player, a link to the video on its host, in a new window.
 */
export function VideoPageLink({ video, title, language }: VideoFrameProps) {
  const strings = listingStrings(language)
  return (
    <p className="ltabs-video-elsewhere">
      <a href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
        {strings.watchOn(title, hostNames[video.host])}
      </a>
    </p>
  )
}
