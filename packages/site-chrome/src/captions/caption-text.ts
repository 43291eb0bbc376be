/** A caption's two parts, written in the image's title as `Title::Description`; either may be empty. */
export type CaptionText = readonly [title: string, description: string]

/** Splits an image title on its first `::`; null when there is nothing to show. */
export function captionText(imageTitle: string): CaptionText | null {
  const [first = '', ...rest] = imageTitle.split('::')
  const parts = [first.trim(), rest.join('::').trim()] as const
  return parts.some(Boolean) ? parts : null
}
