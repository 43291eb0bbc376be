/**
 * Resolves a request URI as a page writes it in its markup: HTML-escaped
 * (`&amp;` for `&`) and possibly relative to the page. Only http and https
 * are accepted, since nothing else can carry the call.
 *
 * @throws TypeError naming the URI when it cannot be resolved.
 */
export function resolveAgainstPage(uri: string, pageUrl: string): URL {
  const page = parseHttpUrl(pageUrl, () => `The page URL "${pageUrl}" is not an http(s) URL.`)
  return parseHttpUrl(
    uri.replaceAll('&amp;', '&'),
    () => `The request URI "${uri}" does not resolve to an http(s) URL from "${pageUrl}".`,
    page,
  )
}

function parseHttpUrl(text: string, message: () => string, base?: URL): URL {
  let url: URL
  try {
    url = new URL(text, base)
  } catch (error) {
    throw new TypeError(message(), { cause: error })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(message())
  return url
}

/**
 * The URL comment calls go to: the configured comment request URI resolved
 * against the page, on the page's own origin. Path and query are kept as the
 * server wrote them.
 *
 * The legacy client rewrote the host to the page's so that the call stayed
 * same-origin: the server may name itself with or without `www.`, and only a
 * same-origin call carries the visitor's session cookie. The scheme is aligned
 * too: a call from an https page to http would be blocked as mixed content
 * anyway, and one from http to https would be cross-origin and lose the cookie.
 *
 * @throws TypeError naming the URI when it is blank or cannot be resolved; it
 * is configuration, checked once when a widget starts.
 */
export function resolveEndpoint(uri: string, pageUrl: string): string {
  if (!uri.trim()) throw new TypeError(`The comment request URI "${uri}" is empty.`)
  const target = resolveAgainstPage(uri, pageUrl)
  // Already checked by resolveAgainstPage, so this cannot throw.
  const page = new URL(pageUrl)
  // Built as text: setting `host` on a URL keeps its old port when the new
  // host has none, and credentials in the URI would make fetch refuse it.
  return `${page.protocol}//${page.host}${target.pathname}${target.search}`
}
