import type { VideoLink } from './video-link.ts'

export interface VideoFrameProps {
  readonly video: VideoLink
  /** The host's privacy-friendly embed address. */
  readonly src: string
  readonly title: string
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
