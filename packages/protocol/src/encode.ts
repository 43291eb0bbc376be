import { actionPrefix, type JCommentsAction } from './actions.ts'
import type { JtxCall } from './call.ts'

/** A positional argument; it travels as its `String()` form, as in the legacy client. */
export type CallArgument = string | number | boolean | null | undefined

/**
 * Encodes a call with positional arguments, byte for byte as the legacy
 * client: `jtxf=JComments<Action>&jtxa[]=<arg>&…`. The brackets stay literal
 * and every value goes through `encodeURIComponent`.
 */
export function encodeCall(action: JCommentsAction, args: readonly CallArgument[]): JtxCall {
  let body = functionPart(action)
  for (const arg of args) body += `&jtxa[]=${encodeURIComponent(String(arg))}`
  return { action, body }
}

/** `jtxf=JComments<Action>`, the part every call begins with. */
export function functionPart(action: JCommentsAction): string {
  return `jtxf=${encodeURIComponent(actionPrefix + action)}`
}
