/** What a response did, read by the events that follow it. */
export interface Outcome {
  threadChanged: boolean
  voted: boolean
  reported: boolean
  subscribed: boolean | null
  info: boolean
  error: boolean
}

export function noOutcome(): Outcome {
  return {
    threadChanged: false,
    voted: false,
    reported: false,
    subscribed: null,
    info: false,
    error: false,
  }
}
