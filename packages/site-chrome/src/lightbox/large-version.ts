/**
 * The template keeps a larger copy of each gallery image beside it, named
 * with `-large` before the extension: `photo-1.jpg` → `photo-1-large.jpg`.
 * The query and fragment stay as they are; a name without an extension gets
 * the suffix at its end.
 */
export function largeVersionOf(url: string): string {
  const tail = url.search(/[?#]/)
  const path = tail === -1 ? url : url.slice(0, tail)
  const rest = tail === -1 ? '' : url.slice(tail)
  const name = path.lastIndexOf('/') + 1
  const dot = path.lastIndexOf('.')
  if (dot <= name) return `${path}-large${rest}`
  return `${path.slice(0, dot)}-large${path.slice(dot)}${rest}`
}
