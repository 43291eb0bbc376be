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
 * Reads an inline handler (`onclick`…) of a tag into the attributes that
 * stand for it once it is gone (a typed action); nothing, or no attribute,
 * drops it. `tag` and `name` are lower case, `text` is the value as a parser
 * decodes it.
 */
export type InlineHandlerReader = (
  tag: string,
  name: string,
  text: string,
) => Readonly<Record<`data-${string}`, string>> | undefined

const quotedValue = /^\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/
// The character references a handler's text may hold that this pass decodes
// itself; any other `&`, a CR or a NUL (which a parser rewrites) leaves the
// handler renamed, for the last pass to read from the parsed attribute.
const unreadable = /[\r\0]|&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#[xX][\da-fA-F]{1,6});)/
const reference = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#[xX]([\da-fA-F]+));/g
const named: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** A tag's attribute value as a parser decodes it, or null where this pass would be guessing. */
function attributeText(source: string): string | null {
  const [, double, single, bare] = quotedValue.exec(source) ?? []
  const raw = double ?? single ?? bare ?? ''
  if (unreadable.test(raw)) return null
  if (!raw.includes('&')) return raw
  let guessing = false
  const text = raw.replace(reference, (_whole, name?: string, decimal?: string, hex?: string) => {
    if (name) return named[name] ?? ''
    const code = Number.parseInt(decimal ?? hex ?? '', decimal ? 10 : 16)
    // Below space, C1 controls and beyond: a parser maps them its own way.
    if (
      code < 0x20 ||
      (code >= 0x7f && code < 0xa0) ||
      (code >= 0xd800 && code < 0xe000) ||
      code > 0x10ffff
    ) {
      guessing = true
      return ''
    }
    return String.fromCodePoint(code)
  })
  return guessing ? null : text
}

/** Attributes written into a tag, single-quoted. */
function written(attributes: Readonly<Record<string, string>> | undefined): string {
  let text = ''
  for (const [name, value] of Object.entries(attributes ?? {})) {
    text += ` ${name}='${value.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`
  }
  return text
}

/**
 * Renames every `on…` and `style` attribute inside a tag to `data-inline-…`
 * and marks the tag with `data-inline`, and every `<style>` element to
 * `<data-inline-style>`, reading tags the way an HTML parser does. Parsing markup that still holds
 * inline handlers or styles makes Chromium report each one against the
 * page's CSP, even in an inert DOMParser document where nothing could run;
 * after this pass the parser never meets one, and the sanitizer reads (then
 * drops) the renamed attributes instead.
 *
 * This pass is no parser: where a parser reads text (a `<title>` or
 * `<textarea>` that an HTML end tag reopened inside SVG or MathML, a comment
 * opened in such text), this pass may read a tag, whose attribute value
 * holds what the parser reads as the next tag. So every `<` inside a tag it
 * reads becomes `&lt;`, the same character in an attribute value and never a
 * tag in text, and comments are read like the rest: each tag a parser can
 * meet is one this pass read. Text outside tags is never changed.
 *
 * With a `reader`, a handler whose text this pass can decode is read here
 * and replaced by the reader's attributes, written first in the tag (a
 * parser keeps the first of two attributes with one name, so the server
 * cannot write its own over them): on a long thread this spares the parsed
 * tree thousands of attribute reads and writes.
 */
export function neutralizeInlineHandlers(html: string, reader?: InlineHandlerReader): string {
  // Only the edited tags cost a concatenation and the scan allocates
  // nothing else: the rest is copied in long slices (a thread is a megabyte).
  let out = ''
  let copied = 0
  let at = 0
  // The first `<` after the current tag's name, searched once per tag, and
  // where the next tag may start.
  let lessThan = -1
  while (at < html.length) {
    const open = lessThan >= at ? lessThan : html.indexOf('<', at)
    if (open < 0) break
    const style = endOf(styleTag, html, open)
    if (style > open) {
      // `<style>` becomes an element no allow-list keeps; what it held goes with it.
      const name = style - 'style'.length
      out += html.slice(copied, name) + neutralizedPrefix
      copied = name
    }
    // `<!--`, `</…` and a lone `<` are read past: what follows them is read as markup.
    at = endOf(tagStart, html, open)
    if (at === open) {
      at = open + 1
      continue
    }
    const nameEnd = at
    lessThan = html.indexOf('<', at)
    // What goes right after the tag's name (the marker, the reader's
    // attributes), and the edited rest of the tag, joined once it ends.
    let inserted: string | null = null
    let marked = false
    let rest = ''
    while (at < html.length && html[at] !== '>') {
      const afterGap = endOf(separator, html, at)
      if (afterGap > at) {
        at = afterGap
        continue
      }
      const attributeEnd = Math.max(endOf(attributeName, html, at), at + 1)
      const valueEnd = endOf(attributeValue, html, attributeEnd)
      const handler = endOf(inline, html, at) > at
      if (lessThan >= 0 && lessThan < at) lessThan = html.indexOf('<', at)
      const hidesTag = lessThan >= 0 && lessThan < valueEnd
      if (handler || hidesTag) {
        if (inserted === null) {
          out += html.slice(copied, nameEnd)
          copied = nameEnd
          inserted = ''
        }
        const name = html.slice(at, attributeEnd).toLowerCase()
        const text =
          reader && handler && name.startsWith('on')
            ? attributeText(html.slice(attributeEnd, valueEnd))
            : null
        if (reader && text !== null) {
          inserted += written(reader(html.slice(open + 1, nameEnd).toLowerCase(), name, text))
          rest += html.slice(copied, at)
          copied = valueEnd
        } else {
          if (handler) {
            // The marker goes first in the tag: a parser keeps the first of two
            // attributes with one name, so a marker the server wrote changes nothing.
            // It has its value: a bare name would take the `=` of a stray `= x`
            // after the tag's name as its own, and `x` would become an attribute.
            if (!marked) inserted += ` ${neutralizedMarker}=""`
            marked = true
            rest += html.slice(copied, at) + neutralizedPrefix
            copied = at
          }
          if (hidesTag) {
            rest += html.slice(copied, valueEnd).replaceAll('<', '&lt;')
            copied = valueEnd
          }
        }
      }
      at = valueEnd
    }
    if (inserted !== null) out += inserted + rest
  }
  return out + html.slice(copied)
}
