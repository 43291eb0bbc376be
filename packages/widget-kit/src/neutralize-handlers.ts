/** What an inline handler attribute is renamed to before markup is parsed. */
export const neutralizedPrefix = 'data-inline-'

const tagStart = /<[a-zA-Z][^\s/>]*/y
const separator = /[\s/]+/y
const attributeName = /[^\s/>][^\s/>=]*/y
const attributeValue = /\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/y

function match(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at
  return pattern.exec(text)?.[0] ?? null
}

/**
 * Renames every `on…` and `style` attribute inside a tag to `data-inline-…`,
 * reading tags the way an HTML parser does. Parsing markup that still holds
 * inline handlers or styles makes Chromium report each one against the
 * page's CSP, even in an inert DOMParser document where nothing could run;
 * after this pass the parser never meets one, and the sanitizer reads (then
 * drops) the renamed attributes instead.
 */
export function neutralizeInlineHandlers(html: string): string {
  let out = ''
  let at = 0
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) return out + html.slice(at)
    out += html.slice(at, open)
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      const end = close < 0 ? html.length : close + 3
      out += html.slice(open, end)
      at = end
      continue
    }
    const tag = match(tagStart, html, open)
    if (!tag) {
      out += '<'
      at = open + 1
      continue
    }
    out += tag
    at = open + tag.length
    while (at < html.length && html[at] !== '>') {
      const gap = match(separator, html, at)
      if (gap) {
        out += gap
        at += gap.length
        continue
      }
      const name = match(attributeName, html, at) ?? (html[at] as string)
      out += /^(on|style$)/i.test(name) ? neutralizedPrefix + name : name
      at += name.length
      const value = match(attributeValue, html, at)
      if (value) {
        out += value
        at += value.length
      }
    }
  }
  return out
}
