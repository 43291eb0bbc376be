import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEscapes, decodeEscapesOneByOne } from './js-tokens.ts'

// The characters that make escapes differ between JSON and JavaScript, and
// those the server escapes in its HTML.
const piece = fc.constantFrom(
  '\\',
  '<',
  '>',
  '&',
  "'",
  '"',
  '/',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '\0',
  'n',
  'r',
  't',
  'b',
  'f',
  'v',
  '0',
  'x',
  'u',
  '{',
  '}',
  '4',
  'A',
  'é',
  'ش',
  '😀',
)
const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''))

describe('decodeEscapes reads a literal as JavaScript does', () => {
  it('gives what reading one escape at a time gives, for any text', () => {
    fc.assert(
      fc.property(text, (literal) => {
        expect(decodeEscapes(literal)).toBe(decodeEscapesOneByOne(literal))
      }),
      { numRuns: 20_000 },
    )
  })

  it('reads the escapes of the server’s tree HTML', () => {
    const html =
      String.raw`\<a href=\"#\" onclick=\"if (confirm(\'Delete?\')){x(1);}\"\>\&amp; \\ \\\<\/a\>` +
      '\n\t'
    expect(decodeEscapes(html)).toBe(
      `<a href="#" onclick="if (confirm('Delete?')){x(1);}">&amp; \\ \\</a>\n\t`,
    )
  })
})
