/** A caption's two parts, written in the image's title as `Title::Description`. */
export interface CaptionText {
  readonly title: string
  readonly description: string | null
}

/** Splits an image title on its first `::`; null when there is nothing to show. */
export function captionText(imageTitle: string | null): CaptionText | null {
  const [first = '', ...rest] = (imageTitle ?? '').split('::')
  const title = first.trim()
  const description = rest.join('::').trim() || null
  if (!title && !description) return null
  return { title, description }
}
