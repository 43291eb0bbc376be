/** What an inline handler attribute is renamed to before markup is parsed. */
export const neutralizedPrefix = 'data-inline-'
/**
 * Put once on every tag that had an attribute renamed, so the sanitizer's
 * last pass finds those elements with one selector instead of reading every
 * attribute of every node.
 */
export const neutralizedMarker = 'data-inline'

const tagStart = /<[a-zA-Z][^\s/>]*/y
// A style element, opening or closing: parsed, even inertly, Chromium reports it against style-src.
const styleTag = /<\/?style(?=[\s/>]|$)/iy
const separator = /[\s/]+/y
const attributeName = /[^\s/>][^\s/>=]*/y
const attributeValue = /\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/y
// An attribute name that starts with `on`, or is `style`, read where the name
// starts; a name already in the renamed form is renamed again, so the server
// cannot hand the last pass a handler it did not write as one.
const inline = /on|style(?![^\s/>=])|data-inline-/iy

/** Where `pattern` stops matching at `at`, or `at` when it does not match there. */
function endOf(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at
  return pattern.test(text) ? pattern.lastIndex : at
}

/**
 * Renames every `on…` and `style` attribute inside a tag to `data-inline-…`
 * and marks the tag with `data-inline`, and every `<style>` element to
 * `<data-inline-style>`, reading tags the way an HTML parser does. Parsing markup that still holds
 * inline handlers or styles makes Chromium report each one against the
 * page's CSP, even in an inert DOMParser document where nothing could run;
 * after this pass the parser never meets one, and the sanitizer reads (then
 * drops) the renamed attributes instead.
 */
export function neutralizeInlineHandlers(html: string): string {
  // Only the renamed attributes cost a concatenation and the scan allocates
  // nothing else: the rest is copied in long slices (a thread is a megabyte).
  let out = ''
  let copied = 0
  let at = 0
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) break
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      at = close < 0 ? html.length : close + 3
      continue
    }
    const style = endOf(styleTag, html, open)
    if (style > open) {
      // `<style>` becomes an element no allow-list keeps; what it held goes with it.
      const name = style - 'style'.length
      out += html.slice(copied, name) + neutralizedPrefix
      copied = name
    }
    at = endOf(tagStart, html, open)
    if (at === open) {
      at = open + 1
      continue
    }
    const nameEnd = at
    let marked = false
    while (at < html.length && html[at] !== '>') {
      const afterGap = endOf(separator, html, at)
      if (afterGap > at) {
        at = afterGap
        continue
      }
      if (endOf(inline, html, at) > at) {
        // The marker goes first in the tag: a parser keeps the first of two
        // attributes with one name, so a marker the server wrote changes nothing.
        if (!marked) out += `${html.slice(copied, nameEnd)} ${neutralizedMarker}`
        out += html.slice(marked ? copied : nameEnd, at) + neutralizedPrefix
        copied = at
        marked = true
      }
      at = endOf(attributeValue, html, Math.max(endOf(attributeName, html, at), at + 1))
    }
  }
  return out + html.slice(copied)
}
