import type { Command, DecodeResult } from './command.ts'
import { MalformedResponseError } from './errors/malformed-response-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { UnknownCommandError } from './errors/unknown-command-error.ts'
import { excerpt } from './excerpt.ts'
import { reportSurroundings } from './surroundings.ts'

// The server prints one array, but PHP notices, a BOM or a plugin's output can
// come before it and shutdown output after it. Those texts may hold brackets
// too, so a few candidate starts and ends are tried, first start and last end first.
const maxCandidates = 8
const arrayStart = /\[\s*\{/g
const arrayEnd = /\}\s*\]/g
const emptyArray = /\[\s*\]/
const arrayName = 'the command array'

/**
 * Decodes a JComments response body into its commands. It never throws: text
 * around the array, invalid JSON and malformed commands become warnings, and
 * whatever can be used is returned.
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
  const starts = [...body.matchAll(arrayStart)].slice(0, maxCandidates).map((m) => m.index)
  if (starts.length === 0) {
    const empty = emptyArray.exec(body)
    if (empty) {
      const after = empty.index + empty[0].length
      reportSurroundings(body.slice(0, empty.index), body.slice(after), arrayName, warnings)
    } else {
      warnings.push(
        new MalformedResponseError(
          'no-command-array',
          'The response holds no command array.',
          excerpt(body),
        ),
      )
    }
    return []
  }
  const ends = [...body.matchAll(arrayEnd)]
    .map((m) => m.index + m[0].length)
    .reverse()
    .slice(0, maxCandidates)
  let firstFailure = 'the command array is not closed'
  // A notice can hold valid JSON of its own, such as a plugin's `[{"id":1}]`:
  // a candidate with no command in it is only taken when nothing better parses.
  let fallback: { parsed: unknown[]; start: number; end: number } | undefined
  for (const start of starts) {
    for (const end of ends) {
      if (end <= start) continue
      let parsed: unknown[]
      try {
        // Text cut from `[` to `]` that parses is always an array.
        parsed = parseJson(body.slice(start, end)) as unknown[]
      } catch (error) {
        if (start === starts[0] && end === ends[0]) firstFailure = String(error)
        continue
      }
      if (holdsCommand(parsed)) {
        reportSurroundings(body.slice(0, start), body.slice(end), arrayName, warnings)
        return parsed
      }
      fallback ??= { parsed, start, end }
    }
  }
  if (fallback) {
    reportSurroundings(body.slice(0, fallback.start), body.slice(fallback.end), arrayName, warnings)
    return fallback.parsed
  }
  warnings.push(
    new MalformedResponseError(
      'invalid-json',
      `The response is not valid JSON (${firstFailure}).`,
      excerpt(body.slice(starts[0])),
    ),
  )
  return []
}

// The server's encoder leaves control characters other than \n \t \r \f raw
// inside strings, which strict JSON rejects. They are rare, so the escaping
// pass runs only when a plain parse fails.
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
    text = String(item)
  }
  return new MalformedResponseError('invalid-command', message, excerpt(text))
}
