/**
 * The template keeps a larger copy of each gallery image beside it, named
 * with `-large` before the extension: `photo-1.jpg` → `photo-1-large.jpg`.
 * The query and fragment stay as they are; a name without an extension gets
 * the suffix at its end. A path that ends in a folder (or is empty) names no
 * file: it is its own large copy.
 */
export function largeVersionOf(url: string): string {
  // The path (up to `?` or `#`) as a name's first character and the rest of
  // it, then its extension: a dot with neither a dot nor a slash after it.
  // The name's first character is never the extension's dot (`.hidden`).
  return url.replace(/^([^?#]*?[^/?#])(\.[^./?#]*)?(?=[?#]|$)/, '$1-large$2')
}
