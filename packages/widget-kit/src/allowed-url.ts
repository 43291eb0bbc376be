// Web and mail addresses, and relative ones (no scheme before the first `/`,
// `?` or `#`): `javascript:`, `data:`, `vbscript:` and every other scheme are
// refused. Control characters and spaces are ignored, as a browser ignores
// them when it reads a URL (`java\tscript:` is `javascript:`), and character
// references are read, as a parser would read them (`&#106;avascript:`).
const webOrRelative = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
const ignoredInUrls = /[\s\p{Cc}]/gu
const reference = /&(?:#(x?)([\da-f]+)|colon);?/gi
// A `<` or a line break is markup an unclosed quote swallowed (dangling
// markup): the address would carry the page's text to another host.
const danglingMarkup = /[<\n\r]/
// What makes an address differ from how it is judged: a reference, a space
// or control character (line breaks among them), or dangling markup.
const needsReading = /[&<\s\p{Cc}]/u

/**
 * Whether an address may be used; an empty one points at the page itself.
 * `data:` goes in `src` as in `href`, images included: JComments' `[img]`
 * and the listing modules only print web addresses, so a `data:` image is
 * markup someone slipped past the server, with content no server vetted,
 * and a site whose policy leaves `data:` out of `img-src` would report it.
 * The widgets' own images (captcha, smileys, icons) are web addresses.
 */
export function isAllowedUrl(value: string): boolean {
  // Most addresses hold nothing to read or ignore: they are judged as they are.
  if (!needsReading.test(value)) return webOrRelative.test(value) || value === ''
  const url = value
    .replace(reference, (_, hex, digits) =>
      digits
        ? String.fromCodePoint(Math.min(Number.parseInt(digits, hex ? 16 : 10), 0x10ffff))
        : ':',
    )
    .replace(ignoredInUrls, '')
  return !danglingMarkup.test(value) && (url === '' || webOrRelative.test(url))
}

const named = new Set<string>()

/**
 * The one check every address passes, wherever it comes from: the address
 * when it may be used, else null. A refused one is named in the console once,
 * with where it came from (`<site-lightbox> data-large-src`).
 */
export function allowedUrl(value: string | null | undefined, where: string): string | null {
  if (value == null || isAllowedUrl(value)) return value ?? null
  nameRefusedUrl(value, where)
  return null
}

/** Names a refused address in the console, once for each place it came from. */
export function nameRefusedUrl(value: string, where: string): void {
  if (named.has(where + value)) return
  named.add(where + value)
  console.warn(`${where}: refused the address ${JSON.stringify(value.slice(0, 100))}`)
}
