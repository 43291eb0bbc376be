/** What went wrong, as a stable string a widget can switch on. */
export type ProtocolErrorCode =
  | 'http-status'
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'malformed-response'
  | 'unknown-command'

/**
 * The root of every error this package reports. Errors are values here: the
 * decoder returns them as warnings, the transport rejects with them.
 */
export class ProtocolError extends Error {
  override name = 'ProtocolError'
  readonly code: ProtocolErrorCode

  constructor(code: ProtocolErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.code = code
  }
}
