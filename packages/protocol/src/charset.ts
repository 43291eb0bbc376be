import { MalformedResponseError } from './errors/malformed-response-error.ts'
import { excerpt } from './excerpt.ts'

const defaultCharset = 'utf-8'

/**
 * The charset label a `Content-Type` header declares, lower-cased and without
 * quotes, or `utf-8` when it declares none. JComments writes it quoted
 * (`text/plain; charset="windows-1251"`), other servers do not.
 */
export function charsetOf(contentType: string | null): string {
  if (!contentType) return defaultCharset
  // The media type comes first and is never a parameter, so it is skipped.
  for (const parameter of contentType.split(';').slice(1)) {
    const equals = parameter.indexOf('=')
    if (equals === -1) continue
    if (parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue
    const label = unquote(parameter.slice(equals + 1).trim())
      .trim()
      .toLowerCase()
    return label || defaultCharset
  }
  return defaultCharset
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value
}

/** Text decoded from a body, and why it may not be what the server meant. */
export interface DecodedText {
  readonly text: string
  readonly warning?: MalformedResponseError
}

/**
 * Decodes a response body with the charset its `Content-Type` declares.
 * `fetch().text()` would always assume UTF-8, which garbles sites that still
 * answer in a legacy charset such as windows-1251. A label the platform does
 * not know falls back to UTF-8 and says so.
 */
export function decodeBytes(
  bytes: ArrayBuffer | Uint8Array,
  contentType: string | null,
): DecodedText {
  const charset = charsetOf(contentType)
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(charset)
  } catch {
    return {
      text: new TextDecoder(defaultCharset).decode(bytes),
      warning: new MalformedResponseError(
        'unknown-charset',
        `The response declares the unknown charset "${excerpt(charset)}"; it was read as UTF-8.`,
        excerpt(contentType ?? ''),
      ),
    }
  }
  // The decoder drops one leading BOM, as a browser's `text()` does; the
  // response decoder deals with anything else before the payload.
  return { text: decoder.decode(bytes) }
}
