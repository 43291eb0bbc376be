import { MalformedResponseError, type ProtocolError } from '@jc/protocol'

// Text with no command array in it, one that is not JSON, or one cut short: nothing of it can be used.
export function isUnreadable(warning: ProtocolError): boolean {
  return (
    warning instanceof MalformedResponseError &&
    (warning.reason === 'no-command-array' || warning.reason === 'invalid-json')
  )
}

/**
 * Names each warning of an answer in the console; false when they say the
 * answer could not be read at all. It comes in the chunk that applies
 * answers, which is there once an answer is.
 */
export function readableAnswer(
  warnings: readonly ProtocolError[],
  log: Pick<Console, 'warn'>,
): boolean {
  for (const warning of warnings) {
    // The text a warning is about (a PHP notice skipped before the array) goes with it.
    const excerpt =
      warning instanceof MalformedResponseError && warning.excerpt ? ` ${warning.excerpt}` : ''
    log.warn(`<jc-comments>: ${warning.message}${excerpt}`)
  }
  return !warnings.some(isUnreadable)
}
