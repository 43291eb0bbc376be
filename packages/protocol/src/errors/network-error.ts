import { ProtocolError } from './protocol-error.ts'

/** The request never got an answer: offline, DNS, CORS, a reset connection. */
export class NetworkError extends ProtocolError {
  override name = 'NetworkError'

  constructor(options?: ErrorOptions) {
    super('network', 'The server could not be reached.', options)
  }
}
