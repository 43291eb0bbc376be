import { decodeResponse, parseScript } from '@jc/protocol'

/** One line of the inspector: what a command will do, or why part of the body was skipped. */
export interface InspectionLine {
  readonly kind: 'action' | 'warning'
  readonly text: string
}

/** Decodes a response body and describes every command a widget would apply. */
export function inspect(body: string): InspectionLine[] {
  const { commands, warnings } = decodeResponse(body)
  const lines: InspectionLine[] = commands.map((command) => ({
    kind: 'action',
    text: JSON.stringify(command.kind === 'js' ? parseScript(command.source) : command, null, 2),
  }))
  for (const warning of warnings) lines.push({ kind: 'warning', text: warning.message })
  return lines
}
