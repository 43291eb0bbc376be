import { ProtocolError } from './protocol-error.ts'

/** The server answered with a status other than the one the protocol processes. */
export class HttpStatusError extends ProtocolError {
  override name = 'HttpStatusError'
  readonly status: number

  constructor(status: number, statusText: string) {
    super('http-status', `The server answered ${status}${statusText ? ` ${statusText}` : ''}.`)
    this.status = status
  }
}
