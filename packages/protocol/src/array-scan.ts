/** Where an array of the server's shape starts in a body. */
export interface ArrayStart {
  readonly start: number
  /**
   * Whether an odd number of unescaped quotes lies before it. Of two arrays,
   * the one that starts inside the other lies in one of its strings if this
   * differs, and is one of its values if it does not.
   */
  readonly odd: boolean
}

/** A whole array: from `start` to just before `end`. */
export interface ArraySpan extends ArrayStart {
  readonly end: number
}

/** Where a response body holds arrays shaped like the command array. */
export interface ArrayScan {
  /**
   * Every `[ {…} ]` or `[ ]` that reads as whole JSON, by start, leaving out
   * those inside another.
   */
  readonly arrays: readonly ArraySpan[]
  /** The arrays the body ends inside of: of each kind of start, the innermost. */
  readonly open: readonly ArrayStart[]
  /** The first `[ {` or `[ ]` of the body, or -1. */
  readonly firstStart: number
}

// The server's array opens with `[ {`, or is `[  ]`.
const arrayStart = /\[[ \t\n\r]*[{\]]/y
const scalar = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y

/**
 * Finds the arrays of a body in time linear in its length, whatever text
 * surrounds them. Reading JSON from every `[ {` in turn would read the text
 * after a notice again for each `[ {` the notice holds. But while a reading
 * from one start goes on, a later start lies either inside one of its strings
 * or where it reads a value, and from there it reads what that reading reads.
 * Which of the two depends only on whether an even or an odd number of
 * unescaped quotes lies before the start: so the starts are parted by that,
 * and each part is read in one pass that never goes back.
 */
export function scanArrays(body: string): ArrayScan {
  const even: number[] = []
  const odd: number[] = []
  let inside = false
  let quote = body.indexOf('"')
  for (let at = body.indexOf('['); at !== -1; at = body.indexOf('[', at + 1)) {
    for (; quote !== -1 && quote < at; quote = body.indexOf('"', quote + 1)) {
      if (unescaped(body, quote)) inside = !inside
    }
    if (opensArray(body, at)) (inside ? odd : even).push(at)
  }
  const evenPart = readPart(body, even, false)
  const oddPart = readPart(body, odd, true)
  const first = Math.min(even[0] ?? body.length, odd[0] ?? body.length)
  return {
    arrays: outermost(evenPart.arrays, oddPart.arrays),
    open: [evenPart.open, oddPart.open].filter((start) => start !== undefined),
    firstStart: first < body.length ? first : -1,
  }
}

// A quote after an even run of backslashes delimits a string: inside one, an
// escaped quote follows an odd run, and outside one JSON has no backslash.
function unescaped(body: string, quote: number): boolean {
  let backslashes = 0
  while (body.charCodeAt(quote - 1 - backslashes) === 92) backslashes++
  return backslashes % 2 === 0
}

function opensArray(body: string, at: number): boolean {
  arrayStart.lastIndex = at
  return arrayStart.test(body)
}

/** Merges two lists of spans by start, leaving out each span inside another. */
function outermost(a: readonly ArraySpan[], b: readonly ArraySpan[]): ArraySpan[] {
  const merged: ArraySpan[] = []
  let i = 0
  let j = 0
  for (;;) {
    const fromA = a[i]
    const fromB = b[j]
    const span = fromA && (!fromB || fromA.start <= fromB.start) ? fromA : fromB
    if (!span) return merged
    if (span === fromA) i++
    else j++
    if (span.end > (merged.at(-1)?.end ?? -1)) merged.push(span)
  }
}

interface Part {
  readonly odd: boolean
  readonly arrays: ArraySpan[]
  open?: ArrayStart
}

/** Reads from each start in turn, leaving out the starts the last reading went past. */
function readPart(body: string, starts: readonly number[], odd: boolean): Part {
  const part: Part = { odd, arrays: [] }
  for (let next = 0; next < starts.length; ) {
    const stop = readArray(body, starts[next] ?? 0, part)
    while ((starts[next] ?? body.length) < stop) next++
  }
  return part
}

// What the reader expects next: a value (or `]` first), a key (or `}` first),
// the colon after a key, or what may follow a value.
const value = 0
const firstValue = 1
const key = 2
const firstKey = 3
const colon = 4
const after = 5

/**
 * Reads JSON from the `[` at `start` until its `]` or a character JSON does
 * not allow there, and says where it stopped; or, noting the innermost array
 * of the server's shape still open, until the end of the body. Each array of
 * that shape that closes on the way is added to the part, in place of those
 * it holds. Raw control characters are let through in strings, as the server
 * writes them; escapes and number forms are left to JSON.parse.
 */
function readArray(body: string, start: number, part: Part): number {
  // The arrays being read: by their start if of the server's shape, else -2;
  // objects as -1.
  const open: number[] = []
  let want = value
  let at = start
  for (;;) {
    let code = body.charCodeAt(at)
    while (code === 32 || code === 9 || code === 10 || code === 13) code = body.charCodeAt(++at)
    if (at >= body.length) {
      part.open = { start: innermost(open), odd: part.odd }
      return at
    }
    const top = open[open.length - 1] ?? -1
    const wantsValue = want === value || want === firstValue
    if (wantsValue && code === 91) {
      open.push(opensArray(body, at) ? at : -2)
      want = firstValue
      at++
    } else if (wantsValue && code === 123) {
      open.push(-1)
      want = firstKey
      at++
    } else if (code === 93 && (want === firstValue || (want === after && top !== -1))) {
      open.pop()
      at++
      if (top >= 0) {
        while ((part.arrays.at(-1)?.start ?? -1) > top) part.arrays.pop()
        part.arrays.push({ start: top, end: at, odd: part.odd })
      }
      if (open.length === 0) return at
      want = after
    } else if (code === 125 && (want === firstKey || (want === after && top === -1))) {
      open.pop()
      want = after
      at++
    } else if (code === 44 && want === after) {
      want = top === -1 ? key : value
      at++
    } else if (code === 58 && want === colon) {
      want = value
      at++
    } else if (code === 34 && want !== colon && want !== after) {
      at = stringEnd(body, at)
      want = want === key || want === firstKey ? colon : after
    } else {
      scalar.lastIndex = at
      if (!wantsValue || !scalar.test(body)) return at
      at = scalar.lastIndex
      want = after
    }
  }
}

/** The innermost array of the server's shape being read: there is always the first. */
function innermost(open: readonly number[]): number {
  let k = open.length - 1
  while ((open[k] ?? 0) < 0) k--
  return open[k] ?? 0
}

/** Just past the closing quote of the string opening at `quote`, or the body's length if it never closes. */
function stringEnd(body: string, quote: number): number {
  let at = quote
  do {
    at = body.indexOf('"', at + 1)
  } while (at !== -1 && !unescaped(body, at))
  return at === -1 ? body.length : at + 1
}
