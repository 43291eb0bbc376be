/**
 * What a QA person can break on purpose, per emulated server. Each switch
 * reproduces a failure real Joomla sites show: a slow host, a fatal error
 * page, a PHP notice printed before the answer, a request that never ends,
 * and output that is not the protocol at all.
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
}

export const noFaults: Faults = {
  latencyMs: 0,
  status500: false,
  phpWarning: false,
  timeout: false,
  garbage: false,
}

/** The names of the on/off switches, in the order the demo shows them. */
export const faultSwitches = ['status500', 'phpWarning', 'timeout', 'garbage'] as const

export type FaultSwitch = (typeof faultSwitches)[number]
