/**
 * A long thread's markup cut into pieces that can be sanitized and rendered
 * one at a time, so the first screen is shown first and the rest follows:
 * a whole 2,000-comment thread takes half a second with the native
 * sanitizer and two with DOMPurify. Cuts fall only between top-level
 * comments (each with its reply list), found by reading tags as a parser does.
 */
export interface ThreadSlices {
  /** The markup with only the first top-level comments in its list. */
  readonly first: string
  /** The other top-level comments with their reply lists, in order, in groups. */
  readonly rest: readonly string[]
}

/** About a screenful of comments. */
export const firstSliceLength = 32_000
/**
 * Groups the page sanitizes and renders in about 20 ms on a desktop: some
 * 90 comments natively, some 30 with DOMPurify.
 */
export const nativeSliceLength = 256_000
export const sliceLength = 96_000

const listStart = /<div\b[^<>]*?\bid\s*=\s*(["']?)comments-list(?:-0)?\1[\s/>]/i
const tagName = /<(\/?)([a-z][^\s/>]*)/iy
const rawText = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
])

/**
 * Where the tag that starts at `at` ends (after its `>`), or -1. As in a
 * parser, a quote delimits a value only right after `=`; a value whose quote
 * never closes ends nothing. One sticky match: the thread has some 130,000 tags.
 */
function tagEnd(html: string, at: number): number {
  tagRest.lastIndex = at + 1
  return tagRest.test(html) ? tagRest.lastIndex : -1
}
// A quote right after `=` (and its gap) must close; `(?![\s"'])` keeps the
// gap from giving back the space before a quote, so a match reads one way.
const tagRest = /[^>=]*(?:=\s*(?:"[^"]*"|'[^']*'|(?![\s"']))[^>=]*)*>/y

interface Child {
  readonly start: number
  readonly end: number
  /** A comment (`comment-item-N`) rather than its reply list: cuts go before these. */
  readonly item: boolean
}

/** The top-level children of the list whose content starts at `from`, and where the list ends. */
function readChildren(html: string, from: number): { children: Child[]; end: number } | null {
  const children: Child[] = []
  let depth = 0
  let start = -1
  let item = false
  let at = from
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) return null
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      if (close < 0) return null
      at = close + 3
      continue
    }
    tagName.lastIndex = open
    const tag = tagName.exec(html)
    if (!tag) {
      at = open + 1
      continue
    }
    const end = tagEnd(html, open)
    if (end < 0) return null
    const closing = tag[1] === '/'
    const name = (tag[2] ?? '').toLowerCase()
    at = end
    if (name === 'plaintext') return null
    if (!closing && rawText.has(name)) {
      const close = new RegExp(`</${name}`, 'ig')
      close.lastIndex = end
      if (!close.exec(html)) return null
      at = close.lastIndex - name.length - 2
      continue
    }
    if (name !== 'div') continue
    if (!closing) {
      if (depth === 0) {
        start = open
        item = /\bid\s*=\s*["']?comment-item-\d/i.test(html.slice(open, end))
      }
      depth++
      continue
    }
    if (depth === 0) return { children, end: open }
    depth--
    if (depth === 0) children.push({ start, end, item })
  }
  return null
}

/**
 * Cuts a thread's markup (the `#comments` block, or the whole `#jc` block)
 * after about `firstLength` characters of comments, then in groups of about
 * `restLength`. Null when it is short, or when its list cannot be read
 * (the whole markup is then sanitized at once, as on the native path).
 * The comment `keep`, where the visitor is (a reply or an edit open under
 * it), is in the first piece, with everything above it.
 */
export function sliceThread(
  html: string,
  firstLength = firstSliceLength,
  restLength = sliceLength,
  keep: number | null = null,
): ThreadSlices | null {
  if (html.length <= firstLength) return null
  const list = listStart.exec(html)
  if (!list) return null
  const contentStart = tagEnd(html, list.index)
  if (contentStart < 0) return null
  const read = readChildren(html, contentStart)
  if (!read) return null
  const cuts: number[] = []
  let sliceStart = contentStart
  let budget = firstLength
  const kept =
    keep === null ? -1 : html.search(new RegExp(`\\bid\\s*=\\s*["']?comment-item-${keep}\\b`))
  for (const child of read.children) {
    if (
      child.item &&
      child.start - sliceStart >= budget &&
      (cuts.length > 0 || child.start > kept)
    ) {
      cuts.push(child.start)
      sliceStart = child.start
      budget = restLength
    }
  }
  const [firstCut] = cuts
  if (firstCut === undefined) return null
  const bounds = [...cuts, read.end]
  return {
    first: html.slice(0, firstCut) + html.slice(read.end),
    rest: cuts.map((cut, index) => html.slice(cut, bounds[index + 1])),
  }
}
