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
      const end = source.indexOf('\n', i)
      i = end === -1 ? source.length : end + 1
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
// can go on after it: before `,` and another argument, or before `)` `;` `]`
// `}` or the end. Anywhere else it is taken as part of the text. On correctly
// escaped input this is the ordinary JavaScript rule.
function readString(source: string, open: number): { value: string; end: number } | null {
  const quote = source.charAt(open)
  let value = ''
  let i = open + 1
  while (i < source.length) {
    const char = source.charAt(i)
    if (char === '\\') {
      const decoded = readEscape(source, i + 1)
      value += decoded.text
      i = decoded.end
    } else if (char === quote && closesLiteral(source, i + 1)) {
      return { value, end: i + 1 }
    } else {
      value += char
      i++
    }
  }
  return null
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
  return (
    next === ')' || next === ';' || next === ']' || next === '}' || next === '\n' || next === '\r'
  )
}

const simpleEscapes: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
}

/** Decodes the escape after a backslash with JavaScript's rules; any other character stands for itself. */
function readEscape(source: string, at: number): { text: string; end: number } {
  const char = source.charAt(at)
  if (at >= source.length) return { text: '', end: at }
  const simple = simpleEscapes[char]
  if (simple !== undefined) return { text: simple, end: at + 1 }
  if (char === '\r') {
    return { text: '', end: source.charAt(at + 1) === '\n' ? at + 2 : at + 1 }
  }
  if (char === '\n' || char === '\u2028' || char === '\u2029') return { text: '', end: at + 1 }
  if (char === 'x') {
    const hex = source.slice(at + 1, at + 3)
    if (/^[\da-fA-F]{2}$/.test(hex)) {
      return { text: String.fromCharCode(Number.parseInt(hex, 16)), end: at + 3 }
    }
  }
  if (char === 'u') {
    const braced = /^\{([\da-fA-F]{1,6})\}/.exec(source.slice(at + 1, at + 9))
    if (braced?.[1]) {
      const point = Number.parseInt(braced[1], 16)
      if (point <= 0x10ffff) {
        return { text: String.fromCodePoint(point), end: at + 1 + braced[0].length }
      }
    }
    const hex = source.slice(at + 1, at + 5)
    if (/^[\da-fA-F]{4}$/.test(hex)) {
      return { text: String.fromCharCode(Number.parseInt(hex, 16)), end: at + 5 }
    }
  }
  return { text: char, end: at + 1 }
}
