/**
 * A token of the small JavaScript subset the server writes in its scripts and
 * inline handlers: names, string and integer literals, and punctuation.
 */
export type Token =
  | { readonly type: 'name'; readonly value: string }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'punct'; readonly value: string }

const nameStart = /[A-Za-z_$]/
const namePart = /[\w$]/
const space = /\s/
const argumentStart = /['"\w$-]/
// JavaScript ends a line, and a `//` comment with it, at any of these four:
// whatever follows one of them is code.
const lineEnds = '\n\r\u2028\u2029'

/**
 * Splits script text into tokens, or returns null when a string literal never
 * ends. Comments are skipped. It reads; it never runs anything.
 */
export function tokenize(source: string): Token[] | null {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const char = source.charAt(i)
    if (space.test(char)) {
      i++
    } else if (source.startsWith('//', i)) {
      while (i < source.length && !lineEnds.includes(source.charAt(i))) i++
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2)
      if (end === -1) return null
      i = end + 2
    } else if (char === "'" || char === '"') {
      const literal = readString(source, i)
      if (!literal) return null
      tokens.push({ type: 'string', value: literal.value })
      i = literal.end
    } else if (char >= '0' && char <= '9') {
      let end = i
      while (end < source.length && /\d/.test(source.charAt(end))) end++
      tokens.push({ type: 'number', value: Number(source.slice(i, end)) })
      i = end
    } else if (nameStart.test(char)) {
      let end = i + 1
      while (end < source.length && namePart.test(source.charAt(end))) end++
      tokens.push({ type: 'name', value: source.slice(i, end) })
      i = end
    } else {
      tokens.push({ type: 'punct', value: char })
      i++
    }
  }
  return tokens
}

// The server leaves some values unescaped (a quote author, a subscription
// label, custom button fields, echoed ids), so a quote inside them is not
// escaped either. A quote therefore ends the literal only where the grammar
// can go on after it: before `,` and another argument, or before `)` `;` `}`
// or the end. Anywhere else it is taken as part of the text. On correctly
// escaped input this is the ordinary JavaScript rule. (Not before `]`: no
// literal is ever followed by one, while a custom tag like `[color='red']` is.
// Nor before U+2028 or U+2029: the server's addScript rewrites LF and CR but
// leaves those two raw inside the values it does not escape.)
function readString(source: string, open: number): { value: string; end: number } | null {
  const quote = source.charAt(open)
  // Jumps from quote to quote over everything else, escapes included, and
  // decodes the escapes once the end is known: a megabyte of tree HTML stays fast.
  for (let at = source.indexOf(quote, open + 1); at !== -1; at = source.indexOf(quote, at + 1)) {
    if (escaped(source, at)) continue
    if (closesLiteral(source, at + 1)) {
      return { value: decodeEscapes(source.slice(open + 1, at)), end: at + 1 }
    }
  }
  return null
}

/** Whether an odd run of backslashes stands before `at`: the character there is escaped. */
function escaped(source: string, at: number): boolean {
  let backslashes = 0
  while (source.charCodeAt(at - 1 - backslashes) === 92) backslashes++
  return backslashes % 2 === 1
}

function closesLiteral(source: string, from: number): boolean {
  let i = from
  while (i < source.length && /[ \t]/.test(source.charAt(i))) i++
  if (i >= source.length) return true
  const next = source.charAt(i)
  if (next === ',') {
    let j = i + 1
    while (j < source.length && space.test(source.charAt(j))) j++
    return j < source.length && argumentStart.test(source.charAt(j))
  }
  return next === ')' || next === ';' || next === '}' || next === '\n' || next === '\r'
}

const simpleEscapes: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
  '\u2028': '',
  '\u2029': '',
}

// The backslash of each escape the server writes that JSON does not have.
// In a run of backslashes before one of those characters only the last goes:
// an odd run (an escaped `<` after escaped backslashes) is then read right,
// and an even one (a backslash, then a bare `<`) leaves JSON an odd run
// before `<`, which it refuses, so the text is read one escape at a time.
// Matching the lone backslash is three times faster than pairing the runs.
const notInJson = /\\(?=[<>&'])/g

/**
 * Decodes the escapes of a literal's text with JavaScript's rules: the named
 * ones, hex and unicode escapes, line continuations, and a backslash before any
 * other character standing for that character.
 *
 * The server escapes every `<`, `>`, `"`, `&` and `'` of its HTML, some
 * 600,000 escapes in a 2,000-comment thread: those become JSON's, and
 * JSON.parse decodes the rest natively, in half the time of reading them one
 * by one. What JSON does not read as JavaScript does (`\v`, `\x41`, a line
 * continuation, a raw control character other than a tab) makes it fail,
 * and the text is then read one escape at a time, as it is where a tab is
 * escaped.
 */
export function decodeEscapes(text: string): string {
  if (!text.includes('\\')) return text
  // An escaped tab is a tab; JSON would read the tab's escape as one of its own.
  if (text.includes('\\\t')) return decodeEscapesOneByOne(text)
  try {
    return JSON.parse(`"${text.replace(notInJson, '').replaceAll('\t', '\\t')}"`) as string
  } catch {
    return decodeEscapesOneByOne(text)
  }
}

/** `decodeEscapes` for any text, one escape at a time. */
export function decodeEscapesOneByOne(text: string): string {
  let out = ''
  let done = 0
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', done)) {
    const decoded = readEscape(text, at + 1)
    out += text.slice(done, at) + decoded.text
    done = decoded.end
  }
  return out + text.slice(done)
}

function readEscape(text: string, at: number): { text: string; end: number } {
  const char = text.charAt(at)
  const simple = simpleEscapes[char]
  if (simple !== undefined) return { text: simple, end: at + 1 }
  if (char === '\r') return { text: '', end: text.charAt(at + 1) === '\n' ? at + 2 : at + 1 }
  const hex = char === 'x' ? /^[\da-fA-F]{2}/.exec(text.slice(at + 1, at + 3)) : null
  if (hex) return { text: String.fromCharCode(Number.parseInt(hex[0], 16)), end: at + 3 }
  if (char === 'u') {
    const braced = /^\{([\da-fA-F]{1,6})\}/.exec(text.slice(at + 1, at + 9))
    const point = braced?.[1] ? Number.parseInt(braced[1], 16) : Number.NaN
    if (braced && point <= 0x10ffff) {
      return { text: String.fromCodePoint(point), end: at + 1 + braced[0].length }
    }
    const unicode = /^[\da-fA-F]{4}/.exec(text.slice(at + 1, at + 5))
    if (unicode) return { text: String.fromCharCode(Number.parseInt(unicode[0], 16)), end: at + 5 }
  }
  return { text: char, end: at + 1 }
}
