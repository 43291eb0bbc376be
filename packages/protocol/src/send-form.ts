import ky, { isTimeoutError } from 'ky'
import { decodeBytes } from './charset.ts'
import { NetworkError } from './errors/network-error.ts'
import { RequestAbortedError } from './errors/request-aborted-error.ts'
import { RequestTimeoutError } from './errors/request-timeout-error.ts'
import type { HttpAnswer, PostFormOptions } from './http.ts'

/** `postForm` once the client is here: ky, with one deadline for the headers and the body. */
export async function sendForm(
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
  try {
    const response = await ky.post(url, {
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
    if (isTimeoutError(error) || deadline.signal.aborted) {
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
