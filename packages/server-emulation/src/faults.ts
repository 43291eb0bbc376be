/**
 * What a QA person can break on purpose, per emulated server. Each switch
 * reproduces a failure real Joomla sites show: a slow host, a fatal error
 * page, a proxy's bad gateway, a session that ended, a PHP notice printed
 * before the answer, a request that never ends, a connection that drops,
 * and output that is not the protocol at all, or not all of it.
 */
export interface Faults {
  /** Milliseconds every answer waits before it is sent. */
  readonly latencyMs: number
  /** Answer with Joomla's HTTP 500 error page instead. */
  readonly status500: boolean
  /** Print a PHP warning before the answer, as `display_errors` does. */
  readonly phpWarning: boolean
  /** Never answer, so the client's timeout has to end the call. */
  readonly timeout: boolean
  /** Answer 200 with text that holds no command array or JSON. */
  readonly garbage: boolean
  /** Answer with a proxy's HTTP 502 page: PHP never got the request. */
  readonly status502: boolean
  /** Answer with HTTP 403, as Joomla does to a request whose session ended. */
  readonly status403: boolean
  /** Drop the connection: the client's fetch fails with a network error. */
  readonly connectionReset: boolean
  /** Do the work, then answer 200 with an empty body (a fatal error at shutdown, errors hidden). */
  readonly emptyBody: boolean
  /** Do the work, then answer 200 with only the first half of the answer. */
  readonly truncated: boolean
}

export const noFaults: Faults = {
  latencyMs: 0,
  status500: false,
  phpWarning: false,
  timeout: false,
  garbage: false,
  status502: false,
  status403: false,
  connectionReset: false,
  emptyBody: false,
  truncated: false,
}

/** The names of the on/off switches, in the order the demo shows them. */
export const faultSwitches = [
  'status500',
  'phpWarning',
  'timeout',
  'garbage',
  'status502',
  'status403',
  'connectionReset',
  'emptyBody',
  'truncated',
] as const

export type FaultSwitch = (typeof faultSwitches)[number]
