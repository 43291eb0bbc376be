import { MalformedResponseError } from './errors/malformed-response-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { excerpt } from './excerpt.ts'

/**
 * Reports the text found before and after the payload of a response (PHP
 * notices, a plugin's output, the K2 prefix). Whitespace alone is not worth a
 * warning. `payload` names what was kept, e.g. "the command array".
 */
export function reportSurroundings(
  before: string,
  after: string,
  payload: string,
  warnings: ProtocolError[],
): void {
  const leading = before.trim()
  const trailing = after.trim()
  if (leading) {
    warnings.push(
      new MalformedResponseError(
        'leading-text',
        `Text before ${payload} was skipped.`,
        excerpt(leading),
      ),
    )
  }
  if (trailing) {
    warnings.push(
      new MalformedResponseError(
        'trailing-text',
        `Text after ${payload} was skipped.`,
        excerpt(trailing),
      ),
    )
  }
}
