import { ProtocolError } from './protocol-error.ts'

/** No answer came within the configured time. */
export class RequestTimeoutError extends ProtocolError {
  override name = 'RequestTimeoutError'
  readonly timeout: number

  constructor(timeout: number, options?: ErrorOptions) {
    super('timeout', `The server did not answer within ${timeout} ms.`, options)
    this.timeout = timeout
  }
}
