import type { JtxCall } from './call.ts'
import type { DecodeResult } from './command.ts'
import { resolveEndpoint } from './endpoint.ts'
import { HttpStatusError } from './errors/http-status-error.ts'
import { NetworkError } from './errors/network-error.ts'
import { defaultTimeout, postForm } from './http.ts'
import { lazyImport } from './lazy-import.ts'

/** Where and how a widget talks to the JComments server. */
export interface JCommentsTransportOptions {
  /** The comment request URI as the page gives it, `&amp;` and all. */
  readonly endpoint: string
  /** The URL of the page the widget is on; the call goes to its origin. */
  readonly pageUrl: string
  /** Milliseconds a call may take; 20 000 unless given. */
  readonly timeout?: number | undefined
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch | undefined
}

/** Options for one call. */
export interface SendOptions {
  /** Aborting it makes the call reject with a `RequestAbortedError`. */
  readonly signal?: AbortSignal | undefined
}

/** Sends encoded calls to one JComments endpoint and decodes the answers. */
export interface JCommentsTransport {
  /** The resolved, same-origin URL every call is posted to. */
  readonly url: string
  /**
   * POSTs the call and resolves to the commands of a 200 answer, with what
   * was wrong in it as warnings. It rejects with an `HttpStatusError` for any
   * other status, and with a timeout, abort or network error.
   */
  send(call: JtxCall, options?: SendOptions): Promise<DecodeResult>
}

// The legacy client sent this on every call so that no cache between the
// browser and PHP could answer in the server's place.
const noCacheHeaders = { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }

// The answer's reader comes with the first call, fetched while the server answers.
const loadDecoder = lazyImport(() => import('./decode.ts'))

/**
 * Creates the transport for one comments widget.
 *
 * @throws TypeError when the endpoint or the page URL cannot be resolved.
 */
export function createJCommentsTransport(options: JCommentsTransportOptions): JCommentsTransport {
  const url = resolveEndpoint(options.endpoint, options.pageUrl)
  const timeout = options.timeout ?? defaultTimeout
  return {
    url,
    async send(call, sendOptions) {
      const decoder = loadDecoder()
      // A reader that did not arrive is told once the answer has: until then the call may still fail first.
      decoder.catch(() => undefined)
      const answer = await postForm(url, call.body, {
        headers: noCacheHeaders,
        timeout,
        signal: sendOptions?.signal,
        fetch: options.fetch,
      })
      // The server's own refusals (403 from notAuth, 500) carry an HTML error
      // page, never commands; a redirect that fetch did not follow is no answer either.
      if (answer.status !== 200) throw new HttpStatusError(answer.status, answer.statusText)
      let reader: Awaited<typeof decoder>
      try {
        reader = await decoder
      } catch (error) {
        throw new NetworkError({ cause: error })
      }
      const decoded = reader.decodeResponse(answer.text)
      return {
        commands: decoded.commands,
        warnings: [...answer.warnings, ...decoded.warnings],
      }
    },
  }
}
