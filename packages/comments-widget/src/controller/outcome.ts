/** What a response did, read by the events that follow it. */
export interface Outcome {
  threadChanged: boolean
  /** Comments the answer added to the thread (AddComment in tree or list view). */
  added: number[]
  voted: boolean
  /** The score a counted vote left, as the comment shows it. */
  score: string
  reported: boolean
  subscribed: boolean | null
  info: boolean
  error: boolean
  /** The server's alerts (`al`), in order: the call shows them, in a dialog or at what they concern. */
  alerts: string[]
}

export function noOutcome(): Outcome {
  return {
    threadChanged: false,
    added: [],
    voted: false,
    score: '',
    reported: false,
    subscribed: null,
    info: false,
    error: false,
    alerts: [],
  }
}
