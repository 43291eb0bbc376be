import type { JCommentsAction } from '@jc/protocol'
import { isHttpStatusError } from '@jc/protocol'
import { isWrite } from './writes.ts'

/**
 * Why a call got no usable answer. `lost`: none arrived (no connection, the
 * timeout); `failed`: an error page came instead (HTTP 500, 502, 404…);
 * `unreadable`: a 200 whose text holds no command array the decoder could
 * read; `refused`: HTTP 401 or 403.
 */
export type Fault = 'lost' | 'failed' | 'unreadable' | 'refused'

/** What the transport's rejection says about the call. */
export function faultOf(error: unknown): Fault {
  if (!isHttpStatusError(error)) return 'lost'
  return error.status === 401 || error.status === 403 ? 'refused' : 'failed'
}

/** The message of a failed call, and whether it offers to reload the thread. */
export interface FaultMessage {
  readonly text: string
  readonly refresh: boolean
}

/**
 * A read changed nothing: try again. A write may have been done before its
 * answer was lost or garbled, so it says so and offers the thread as the
 * server has it now; a failed refresh (`isRefresh`) offers itself again.
 */
export function faultSaying(
  action: JCommentsAction,
  read: string,
  written: string,
  isRefresh: boolean,
): FaultMessage {
  const write = isWrite(action)
  return { text: write ? written : read, refresh: write || isRefresh }
}
