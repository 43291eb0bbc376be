import { resolveAgainstPage } from './endpoint.ts'
import { HttpStatusError } from './errors/http-status-error.ts'
import { defaultTimeout, postForm } from './http.ts'
import type { ListingRequest, ListingResult } from './listing.ts'
import { decodeListingResponse, encodeListingRequest } from './listing.ts'

/** One listing call: where it goes, what it asks for, and how long it may take. */
export interface PostListingOptions {
  /** The module's AJAX URL as the page gives it, `&amp;` and all; usually the page itself. */
  readonly url: string
  /** The URL of the page the widget is on, to resolve a relative `url`. */
  readonly pageUrl: string
  readonly request: ListingRequest
  /** Milliseconds the call may take; 20 000 unless given. */
  readonly timeout?: number | undefined
  /** Aborting it makes the call reject with a `RequestAbortedError`. */
  readonly signal?: AbortSignal | undefined
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch | undefined
}

/**
 * POSTs a listing request and decodes the answer of any 2xx status. Unlike
 * comment calls the URL keeps its own origin: the module names it per
 * instance and nothing says it must be the page's host.
 *
 * It rejects with an `HttpStatusError` for any other status, with a timeout,
 * abort or network error, and with a TypeError when `url` cannot be resolved
 * against `pageUrl`.
 */
export async function postListing(options: PostListingOptions): Promise<ListingResult> {
  const url = resolveAgainstPage(options.url, options.pageUrl).href
  const answer = await postForm(url, encodeListingRequest(options.request), {
    timeout: options.timeout ?? defaultTimeout,
    signal: options.signal,
    fetch: options.fetch,
  })
  if (answer.status < 200 || answer.status > 299) {
    throw new HttpStatusError(answer.status, answer.statusText)
  }
  const result = decodeListingResponse(answer.text)
  return { ...result, warnings: [...answer.warnings, ...result.warnings] }
}
