import { type ArraySpan, type ArrayStart, scanArrays } from './array-scan.ts'
import type { Command, DecodeResult } from './command.ts'
import { MalformedResponseError } from './errors/malformed-response-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { UnknownCommandError } from './errors/unknown-command-error.ts'
import { excerpt } from './excerpt.ts'
import { reportSurroundings } from './surroundings.ts'

const arrayName = 'the command array'

/**
 * Decodes a JComments response body into its commands. It never throws: text
 * around the array, invalid JSON and malformed commands become warnings, and
 * whatever can be used is returned. An answer cut short gives no command.
 * It takes time linear in the body's length, whatever the body holds.
 */
export function decodeResponse(body: string): DecodeResult {
  const warnings: ProtocolError[] = []
  const commands: Command[] = []
  for (const item of parseArray(body, warnings)) {
    const command = toCommand(item, warnings)
    if (command) commands.push(command)
  }
  return { commands, warnings }
}

function parseArray(body: string, warnings: ProtocolError[]): readonly unknown[] {
  const whole = wholeAnswer(body)
  if (whole) return whole
  const scan = scanArrays(body)
  // The server prints its array, then exits: PHP notices, a BOM or a plugin's
  // output can come before it, shutdown output after. Those texts may hold
  // JSON too, such as a plugin's `[{"id":1}]`, so the array taken is the last
  // that holds a command, else the last that parses.
  let taken: { span: ArraySpan; items: unknown[] } | undefined
  let fallback: typeof taken
  let parseFailure = ''
  for (let k = scan.arrays.length - 1; k >= 0 && !taken; k--) {
    const span = scan.arrays[k] as ArraySpan
    try {
      // Text cut from `[` to `]` that parses is always an array.
      const items = parseJson(body.slice(span.start, span.end)) as unknown[]
      if (holdsCommand(items)) taken = { span, items }
      else fallback ??= { span, items }
    } catch (error) {
      parseFailure ||= String(error)
    }
  }
  taken ??= fallback
  const cut = scan.open.find((open) => cutShort(open, taken?.span))
  if (cut) {
    warnings.push(
      new MalformedResponseError(
        'invalid-json',
        'The response was cut short: the command array does not close.',
        excerpt(body.slice(cut.start)),
      ),
    )
    return []
  }
  if (taken) {
    reportSurroundings(
      body.slice(0, taken.span.start),
      body.slice(taken.span.end),
      arrayName,
      warnings,
    )
    return taken.items
  }
  warnings.push(
    scan.firstStart === -1
      ? new MalformedResponseError(
          'no-command-array',
          'The response holds no command array.',
          excerpt(body),
        )
      : new MalformedResponseError(
          'invalid-json',
          `The response is not valid JSON (${parseFailure || 'no array in it is well formed'}).`,
          excerpt(body.slice(scan.firstStart)),
        ),
  )
  return []
}

// The usual answer is the command array alone, with at most whitespace
// around it: read at once, without scanning a thread's megabytes for where
// arrays start. Anything else (text around it, raw control characters, an
// array without a command) is left to the scan.
function wholeAnswer(body: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(body)
    return Array.isArray(parsed) && holdsCommand(parsed) ? parsed : null
  } catch {
    return null
  }
}

// An array the body ends inside of is the server's own cut short when it
// comes after the one taken, or holds that one in a string: what came before
// is not the answer, and what is in the string is the answer's text. One that
// holds the taken one as a value is a notice's `[{"x": ` before the answer.
function cutShort(open: ArrayStart, taken: ArraySpan | undefined): boolean {
  if (!taken || open.start >= taken.end) return true
  return open.start < taken.start && open.odd !== taken.odd
}

// The server's encoder leaves control characters other than \n \t \r \f raw
// inside strings, which strict JSON rejects. They are rare, so the escaping
// pass runs only when a plain parse fails. It is only given whole arrays,
// whose strings all close, so it reads each string once.
function parseJson(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch (error) {
    const escaped = json.replace(stringLiteral, (literal) =>
      literal.replace(
        rawControl,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    )
    if (escaped === json) throw error
    return JSON.parse(escaped)
  }
}

const stringLiteral = /"[^"\\]*(?:\\[\s\S][^"\\]*)*"/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding raw control characters is its purpose.
const rawControl = /[\u0000-\u001f]/g

function holdsCommand(parsed: unknown[]): boolean {
  return parsed.some((item: unknown) => typeof (item as { n?: unknown } | null)?.n === 'string')
}
function toCommand(item: unknown, warnings: ProtocolError[]): Command | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    warnings.push(invalidCommand('A command is not an object.', item))
    return null
  }
  const { n, t, p, d } = item as Record<string, unknown>
  if (typeof n !== 'string') {
    warnings.push(invalidCommand('A command has no kind (n).', item))
    return null
  }
  switch (n) {
    case 'as':
      if (typeof t !== 'string' || typeof p !== 'string' || typeof d !== 'string') {
        warnings.push(invalidCommand('An assign command lacks its target, property or data.', item))
        return null
      }
      if (p !== 'innerHTML') {
        warnings.push(
          new MalformedResponseError(
            'unsupported-property',
            `An assign command sets "${excerpt(p)}"; only innerHTML is applied.`,
          ),
        )
        return null
      }
      return { kind: 'as', target: t, property: p, html: d }
    case 'al':
      if (typeof d !== 'string') {
        warnings.push(invalidCommand('An alert command lacks its text.', item))
        return null
      }
      return d ? { kind: 'al', message: d } : null
    case 'js':
      if (typeof d !== 'string') {
        warnings.push(invalidCommand('A script command lacks its source.', item))
        return null
      }
      return d ? { kind: 'js', source: d } : null
    default:
      warnings.push(new UnknownCommandError(excerpt(n)))
      return null
  }
}

function invalidCommand(message: string, item: unknown): MalformedResponseError {
  let text: string
  try {
    text = JSON.stringify(item) ?? String(item)
  } catch {
    // Only nesting too deep for the stack stops an item parsed from JSON from printing.
    text = Array.isArray(item) ? '[…]' : '{…}'
  }
  return new MalformedResponseError('invalid-command', message, excerpt(text))
}
