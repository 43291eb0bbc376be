import { ProtocolError } from './protocol-error.ts'

/** A command whose kind is none of `as`, `al`, `js`. It is reported and ignored. */
export class UnknownCommandError extends ProtocolError {
  override name = 'UnknownCommandError'
  readonly command: string

  constructor(command: string) {
    super('unknown-command', `Unknown command: ${command}`)
    this.command = command
  }
}
