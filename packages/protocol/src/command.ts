import type { ProtocolError } from './errors/protocol-error.ts'

/** `as`: assign HTML to the element with the id `target`. Only `innerHTML` is ever accepted. */
export interface AssignCommand {
  readonly kind: 'as'
  readonly target: string
  readonly property: 'innerHTML'
  readonly html: string
}

/** `al`: show the visitor a plain-text message. Empty alerts are dropped, as the server means them. */
export interface AlertCommand {
  readonly kind: 'al'
  readonly message: string
}

/** `js`: script source. It is data to parse with `parseScript`, never code to run. */
export interface ScriptCommand {
  readonly kind: 'js'
  readonly source: string
}

export type Command = AssignCommand | AlertCommand | ScriptCommand

/** What a response body holds: the commands that could be used, and what was wrong with the rest. */
export interface DecodeResult {
  readonly commands: readonly Command[]
  readonly warnings: readonly ProtocolError[]
}
