import type { JCommentsAction } from '@jc/protocol'
import { isHttpStatusError } from '@jc/protocol'
import type { CommentsStrings } from '../strings.ts'
import { isWrite } from './writes.ts'

/**
 * Why a call got no usable answer. `lost`: none arrived (no connection, the
 * timeout, an error page with a status other than 200); `unreadable`: a 200
 * whose text holds no command array the decoder could read; `refused`: HTTP
 * 401 or 403.
 */
export type Fault = 'lost' | 'unreadable' | 'refused'

/** What the transport's rejection says about the call. */
export function faultOf(error: unknown): Fault {
  return isHttpStatusError(error) && (error.status === 401 || error.status === 403)
    ? 'refused'
    : 'lost'
}

/** The message of a failed call, and whether it offers to reload the thread. */
export interface FaultMessage {
  readonly text: string
  readonly refresh: boolean
}

/**
 * The one place a failure becomes words, for every call. A read changed
 * nothing: try again. A write may have been done before its answer was lost
 * or garbled, so it says so and offers the thread as the server has it now.
 * A refusal recorded nothing, and only a new session helps. A failed refresh
 * (`isRefresh`) offers itself again, unless refused.
 */
export function faultMessage(
  fault: Fault,
  action: JCommentsAction,
  strings: CommentsStrings,
  isRefresh = false,
): FaultMessage {
  if (fault === 'refused') return { text: strings.refused, refresh: false }
  const write = isWrite(action)
  const refresh = write || isRefresh
  if (fault === 'unreadable')
    return { text: write ? strings.answerUnreadable : strings.readUnreadable, refresh }
  return { text: write ? strings.answerLost : strings.noAnswer, refresh }
}
