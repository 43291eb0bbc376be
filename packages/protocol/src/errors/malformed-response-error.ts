import { ProtocolError } from './protocol-error.ts'

/** Which part of a response could not be used. */
export type MalformedResponseReason =
  | 'leading-text'
  | 'trailing-text'
  | 'no-command-array'
  | 'invalid-json'
  | 'invalid-command'
  | 'unsupported-property'
  | 'unknown-charset'
  | 'no-items-markup'

/**
 * A response, or a part of it, that does not follow the wire format. The
 * decoder reports it and goes on with what it could use.
 */
export class MalformedResponseError extends ProtocolError {
  override name = 'MalformedResponseError'
  readonly reason: MalformedResponseReason
  /** The offending text, cut to a readable length. */
  readonly excerpt: string

  constructor(reason: MalformedResponseReason, message: string, excerpt = '') {
    super('malformed-response', message)
    this.reason = reason
    this.excerpt = excerpt
  }
}
