// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { neutralizeInlineHandlers } from './neutralize-handlers.ts'

// Pieces of tags as servers and attackers write them: names that are and are
// not handlers, every kind of quote, gaps, slashes and stray equals signs.
const piece = fc.constantFrom(
  ' ',
  '\n',
  '/',
  '=',
  '"',
  "'",
  '>',
  'a',
  'x="y"',
  'onclick',
  'ONX',
  'style',
  'styles',
  'data-inline-x',
)
const tag = fc
  .tuple(fc.constantFrom('<a', '<div', '<IMG', '<svg', '<p'), fc.array(piece, { maxLength: 10 }))
  .map(([open, pieces]) => `${open}${pieces.join('')}>text`)

// What makes a parser read on differently from this pass: foreign content
// and the HTML end tags that leave it, text-only elements, comments and CDATA
// sections, each opened before a tag this pass may read as an attribute value
// and closed inside it.
const hidden = fc
  .tuple(
    fc.constantFrom('', '<svg>', '<svg></p>', '<math><mi><mglyph><svg><mtext>', '<math><mtext>'),
    fc.constantFrom('', '<title>', '<textarea>', '<noscript>', '<xmp>', '<style>', '<!--'),
    fc.constantFrom('', '<a id="', "<b title='", '<i x=', '<![CDATA['),
    fc.constantFrom(
      '',
      '</title>',
      '</textarea>',
      '</noscript>',
      '</xmp>',
      '</style>',
      '-->',
      ']]>',
    ),
    tag,
    fc.constantFrom('', '"', "'", '">', '-->'),
  )
  .map((parts) => parts.join(''))

/** The attributes a spec parser (parse5) gives the markup that still run or style. */
function liveInline(markup: string): string[] {
  const parsed = new DOMParser().parseFromString(`<body>${markup}`, 'text/html')
  return Array.from(parsed.body.querySelectorAll('*')).flatMap((element) =>
    element.getAttributeNames().filter((name) => /^on|^style$/i.test(name)),
  )
}

describe('neutralizeInlineHandlers, as a parser reads the markup', () => {
  it('keeps a stray = after the tag name from turning a value into a handler', () => {
    expect(liveInline(neutralizeInlineHandlers('<a = data-inline-x = onclick>a</a>'))).toEqual([])
  })

  it('leaves no handler or style attribute in any tag, however it is written', () => {
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1, maxLength: 4 }), (tags) => {
        expect(liveInline(neutralizeInlineHandlers(tags.join('')))).toEqual([])
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  it('leaves none where foreign content, text-only elements, comments or values hide a tag from it', () => {
    fc.assert(
      fc.property(fc.array(hidden, { minLength: 1, maxLength: 3 }), (pieces) => {
        expect(liveInline(neutralizeInlineHandlers(pieces.join('')))).toEqual([])
      }),
      { numRuns: 500 },
    )
  }, 60_000)

  it('neutralizes the corpus shapes whose handler hides in an attribute value a parser reads as text', () => {
    for (const shape of [
      `<svg></p><title><a id="</title><img src=x onerror=a()>"></a></title></svg>`,
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror='a()' src=1>">`,
    ]) {
      expect(liveInline(neutralizeInlineHandlers(shape))).toEqual([])
      expect(liveInline(shape)).toEqual(['onerror'])
    }
  })
})
