import { describe, expect, it } from 'vitest'
import { tokenize } from './js-tokens.ts'

const stringOf = (source: string): string | undefined => {
  const [token] = tokenize(source) ?? []
  return token?.type === 'string' ? token.value : undefined
}

describe('string literals decode with JavaScript rules', () => {
  it.each([
    ["'a\\nb'", 'a\nb'],
    ["'a\\rb'", 'a\rb'],
    ["'a\\tb'", 'a\tb'],
    ["'\\b\\f\\v\\0'", '\b\f\v\0'],
    ["'back\\\\slash'", 'back\\slash'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'\\x41\\u0042\\u{1F600}'", 'AB😀'],
    ["'\\<b\\>\\&amp;\\/'", '<b>&amp;/'],
    ["'line\\\ncontinued'", 'linecontinued'],
    ["'\\xZZ'", 'xZZ'],
    ["'\\u12'", 'u12'],
    ["'\\u{110000}'", 'u{110000}'],
    ["'\\u{1234567}'", 'u{1234567}'],
    ["'crlf\\\r\ncontinued'", 'crlfcontinued'],
    ["'cr\\\rcontinued'", 'crcontinued'],
    ["'\\q\\\u2028x'", 'qx'],
    ["'raw\ttab'", 'raw\ttab'],
    ["'سلام دنیا'", 'سلام دنیا'],
  ])('%s', (source, expected) => {
    expect(stringOf(source)).toBe(expected)
  })
})

describe('a quote ends a literal only where the call can go on', () => {
  it('keeps an inner quote followed by a letter', () => {
    expect(stringOf("'O'Brien');")).toBe("O'Brien")
  })

  it('keeps an inner quote before another quote', () => {
    expect(stringOf("'Abonner''")).toBe("Abonner'")
  })

  it('ends a literal before a comma and another argument', () => {
    expect(tokenize("f('a', 'b')")).toEqual([
      { type: 'name', value: 'f' },
      { type: 'punct', value: '(' },
      { type: 'string', value: 'a' },
      { type: 'punct', value: ',' },
      { type: 'string', value: 'b' },
      { type: 'punct', value: ')' },
    ])
  })

  it('keeps a comma inside a literal when no argument follows it', () => {
    expect(stringOf("'Wait', …then go'")).toBe("Wait', …then go")
  })
})

describe('tokenize', () => {
  it('reads names, numbers and punctuation', () => {
    expect(tokenize('jcomments.voteComment(1, -1);')).toEqual([
      { type: 'name', value: 'jcomments' },
      { type: 'punct', value: '.' },
      { type: 'name', value: 'voteComment' },
      { type: 'punct', value: '(' },
      { type: 'number', value: 1 },
      { type: 'punct', value: ',' },
      { type: 'punct', value: '-' },
      { type: 'number', value: 1 },
      { type: 'punct', value: ')' },
      { type: 'punct', value: ';' },
    ])
  })

  it('skips comments', () => {
    expect(tokenize('// note\nf(); /* more */')).toEqual([
      { type: 'name', value: 'f' },
      { type: 'punct', value: '(' },
      { type: 'punct', value: ')' },
      { type: 'punct', value: ';' },
    ])
  })

  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('ends a // comment at %s, as JavaScript does', (_, end) => {
    expect(tokenize(`f(); // note${end}g`)).toEqual([
      { type: 'name', value: 'f' },
      { type: 'punct', value: '(' },
      { type: 'punct', value: ')' },
      { type: 'punct', value: ';' },
      { type: 'name', value: 'g' },
    ])
  })

  it('gives null for a literal or comment that never ends', () => {
    expect(tokenize("f('open")).toBeNull()
    expect(tokenize('f() /* open')).toBeNull()
  })
})
