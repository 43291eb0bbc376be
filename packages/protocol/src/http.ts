import { NetworkError } from './errors/network-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { lazyImport } from './lazy-import.ts'

// The client (ky, and the reading of the answer's bytes) arrives with the first call.
const loadSender = lazyImport(() => import('./send-form.ts'))

/** How long a call may take, headers and body together, unless the caller says otherwise. */
export const defaultTimeout = 20_000

/** How to send one form POST. */
export interface PostFormOptions {
  /** Extra request headers. The form content type is always set. */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** Milliseconds until the call fails with a `RequestTimeoutError`. */
  readonly timeout: number
  /** Aborting it makes the call fail with a `RequestAbortedError`. */
  readonly signal?: AbortSignal | undefined
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch | undefined
}

/** Whatever the server answered, with the body already decoded to text. */
export interface HttpAnswer {
  readonly status: number
  readonly statusText: string
  readonly text: string
  /** What went wrong while decoding the body, such as an unknown charset. */
  readonly warnings: readonly ProtocolError[]
}

/**
 * POSTs a form-urlencoded body and reads the answer, whatever its status:
 * each protocol decides which statuses it processes. It rejects only with a
 * `RequestTimeoutError`, a `RequestAbortedError` or a `NetworkError` (also
 * when the client itself could not be downloaded).
 */
export async function postForm(
  url: string,
  body: string,
  options: PostFormOptions,
): Promise<HttpAnswer> {
  let sender: Awaited<ReturnType<typeof loadSender>>
  try {
    sender = await loadSender()
  } catch (error) {
    throw new NetworkError({ cause: error })
  }
  return sender.sendForm(url, body, options)
}
