import { decodeBytes } from './charset.ts'
import { NetworkError } from './errors/network-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { RequestAbortedError } from './errors/request-aborted-error.ts'
import { RequestTimeoutError } from './errors/request-timeout-error.ts'

type Ky = typeof import('ky')
let loading: Promise<Ky> | undefined

/**
 * ky arrives with the first call, so a page whose visitors only read never
 * downloads it; a failed download is tried again by the next call.
 */
function loadKy(): Promise<Ky> {
  loading ??= import('ky').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

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
 * `RequestTimeoutError`, a `RequestAbortedError` or a `NetworkError`.
 */
export async function postForm(
  url: string,
  body: string,
  options: PostFormOptions,
): Promise<HttpAnswer> {
  const { timeout, signal } = options
  // ky's timeout stops once the headers arrive; this one also covers the body,
  // so a server that stalls halfway through its answer still times out.
  const deadline = new AbortController()
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal
  const started = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let client: Ky | undefined
  try {
    client = await loadKy()
    const response = await client.default.post(url, {
      body,
      headers: { ...options.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      retry: 0,
      throwHttpErrors: false,
      timeout,
      signal: combined,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    timer = setTimeout(() => deadline.abort(), Math.max(0, timeout - (Date.now() - started)))
    const bytes = await untilAborted(response.arrayBuffer(), combined)
    const decoded = decodeBytes(bytes, response.headers.get('Content-Type'))
    return {
      status: response.status,
      statusText: response.statusText,
      text: decoded.text,
      warnings: decoded.warning ? [decoded.warning] : [],
    }
  } catch (error) {
    // The caller's abort wins: whatever the fetch threw after it is its echo.
    if (signal?.aborted) throw new RequestAbortedError({ cause: error })
    if (client?.isTimeoutError(error) || deadline.signal.aborted) {
      throw new RequestTimeoutError(timeout, { cause: error })
    }
    throw new NetworkError({ cause: error })
  } finally {
    clearTimeout(timer)
  }
}

// A fetch errors the body when its signal aborts, but not every fetch does so
// once the headers are in (mocks and polyfills may not), so the read is raced
// against the signal. Where the fetch does listen, the abort frees the connection.
function untilAborted<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
