import type { Statement } from './js-statements.ts'
import { decodeEscapes } from './js-tokens.ts'

// `name.path(` … `);` with nothing but quoted text between the outer quotes.
const shape = /^\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\(\s*'([\s\S]*)'\s*\)\s*;?\s*$/
// Where one argument ends and the next begins: a quote, a comma, a quote.
const separator = /'\s*,\s*'/y
// The end of a call: inside the arguments it means the line holds two calls.
const callEnd = /'\s*\)\s*;/

/**
 * Reads one line that the server prints as a call whose arguments are all
 * single-quoted text, `name('…','…');`. It follows how the server writes the
 * line, not JavaScript's rules: an argument ends only where a quote is
 * followed by a comma and the next quote, or at the last quote before the
 * closing parenthesis. So a quote, a parenthesis or a semicolon the server
 * left unescaped inside a custom button's text stays part of that text.
 * Escapes are decoded as JavaScript decodes them, so the values are what the
 * legacy client saw. Null when the line has another shape, or holds a
 * second call. An argument that itself holds `','` cannot be told apart from
 * two arguments: the caller notices the count is wrong.
 */
export function readQuotedCall(line: string): Statement | null {
  const match = shape.exec(line)
  if (!match) return null
  const [, callee = '', inner = ''] = match
  if (callEnd.test(inner)) return null
  const values: string[] = []
  let start = 0
  for (let at = 0; at < inner.length; at++) {
    const char = inner.charAt(at)
    if (char === '\\') {
      at++
      continue
    }
    if (char !== "'") continue
    separator.lastIndex = at
    if (!separator.test(inner)) continue
    values.push(inner.slice(start, at))
    start = separator.lastIndex
    at = start - 1
  }
  values.push(inner.slice(start))
  return {
    kind: 'expression',
    expression: {
      kind: 'call',
      callee,
      args: values.map((value) => ({ kind: 'string', value: decodeEscapes(value) })),
    },
  }
}
