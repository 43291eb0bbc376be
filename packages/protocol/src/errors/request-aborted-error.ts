import { ProtocolError } from './protocol-error.ts'

/** The caller aborted the request through its AbortSignal. */
export class RequestAbortedError extends ProtocolError {
  override name = 'RequestAbortedError'

  constructor(options?: ErrorOptions) {
    super('aborted', 'The request was aborted.', options)
  }
}
