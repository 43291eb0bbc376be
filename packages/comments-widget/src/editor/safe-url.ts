/** Resolves relative URLs; never fetched, only read for its protocol. */
const base = 'https://base.invalid/'

/**
 * The URL when a comment may link to it or show it as an image: http, https or
 * relative. A URL with spaces or control characters is refused whole, since
 * browsers drop some of them and could read a different scheme than we do.
 */
export function safeUrl(candidate: string): string | null {
  const url = candidate.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (url === '' || /[\u0000-\u0020\u007f]/.test(url)) return null
  try {
    const { protocol } = new URL(url, base)
    return protocol === 'http:' || protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
