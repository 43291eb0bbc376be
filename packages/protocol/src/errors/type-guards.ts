import type { HttpStatusError } from './http-status-error.ts'
import type { ProtocolError, ProtocolErrorCode } from './protocol-error.ts'

const codes: ReadonlySet<string> = new Set<ProtocolErrorCode>([
  'http-status',
  'timeout',
  'network',
  'aborted',
  'malformed-response',
  'unknown-command',
])

// Checked by shape rather than instanceof, so errors from another bundle copy
// or another realm are still recognised.
export function isProtocolError(value: unknown): value is ProtocolError {
  return (
    value instanceof Error &&
    typeof (value as Partial<ProtocolError>).code === 'string' &&
    codes.has((value as ProtocolError).code)
  )
}

export function isHttpStatusError(value: unknown): value is HttpStatusError {
  return isProtocolError(value) && value.code === 'http-status'
}

/** True when the caller aborted the request: nothing to show the visitor. */
export function isAbortError(value: unknown): boolean {
  return isProtocolError(value) && value.code === 'aborted'
}
