import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from './index.ts'
import { writeResponse } from './server-format/index.ts'
import {
  anyChar,
  anyText,
  commandArrayText,
  jsonFragment,
  jsonishText,
} from './test-support/arbitraries.ts'
import { expectUsableDecodeResult } from './test-support/harmless.ts'

const runs = { numRuns: 10_000 }

const folder = new URL('../test-fixtures/jcomments/', import.meta.url)
const fixtureBodies = readdirSync(folder)
  .sort()
  .filter((file) => file.endsWith('.json') || file.endsWith('.txt'))
  .map((file) => readFileSync(new URL(file, folder), 'utf8'))

describe('decodeResponse never throws and returns only usable commands', () => {
  it('for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, jsonishText, commandArrayText), (body) => {
        expectUsableDecodeResult(decodeResponse(body))
      }),
      runs,
    )
  })

  it('for any JSON value, and for arrays of objects shaped like commands', () => {
    const member = fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyText)
    const commandLike = fc.record(
      {
        n: fc.oneof(fc.constantFrom('as', 'al', 'js', 'xx', ''), member),
        t: member,
        p: fc.oneof(fc.constantFrom('innerHTML', 'outerHTML', 'onclick'), member),
        d: member,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.oneof(commandLike, fc.jsonValue({ maxDepth: 1 })))),
        fc.constantFrom(0, 1, '\t'),
        (value, indent) => {
          expectUsableDecodeResult(decodeResponse(JSON.stringify(value, null, indent)))
        },
      ),
      runs,
    )
  })

  it('for real response bodies with text around them and random edits inside', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 4 }),
      insert: fc.oneof(anyText, jsonFragment),
    })
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureBodies),
        fc.oneof(anyText, jsonishText),
        fc.oneof(anyText, jsonishText),
        fc.array(edit, { maxLength: 4 }),
        (fixture, before, after, edits) => {
          let body = fixture
          for (const { at, remove, insert } of edits) {
            const position = at % (body.length + 1)
            body = body.slice(0, position) + insert + body.slice(position + remove)
          }
          expectUsableDecodeResult(decodeResponse(before + body + after))
        },
      ),
      runs,
    )
  })

  it('reads the same commands from a real body whatever bracket-free text surrounds it', () => {
    const noBrackets = anyText.map((text) => text.replace(/[[\]{}]/g, ''))
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureBodies),
        noBrackets,
        noBrackets,
        (fixture, before, after) => {
          expect(decodeResponse(before + fixture + after).commands).toEqual(
            decodeResponse(fixture).commands,
          )
        },
      ),
      runs,
    )
  })

  it('reads the same commands from a real body after any notice of brackets, quotes and backslashes', () => {
    // Everything of JSON but a command's "n", as a notice or a plugin's output may print it.
    const noticePiece = fc.oneof(
      { arbitrary: fc.constantFrom('[ {', '[{', '[{"id":0,"titl...\')\n'), weight: 3 },
      fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"', ':', ',', '"id": 1', '"a": ['),
      fc.constantFrom('Notice: ', '<br />\n', '[  ]', '1'),
      fc.string({ unit: anyChar, maxLength: 3 }),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureBodies),
        fc.array(noticePiece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        (fixture, notice) => {
          expect(decodeResponse(notice + fixture).commands).toEqual(
            decodeResponse(fixture).commands,
          )
        },
      ),
      runs,
    )
  })
})

describe('decodeResponse refuses an answer cut short', () => {
  it('wherever the cut falls inside the array, saying so', () => {
    const command = fc.oneof(
      fc.record({ n: fc.constantFrom('al' as const, 'js' as const), d: anyText }),
      fc.record({ n: fc.constant('as' as const), t: fc.constant('comments'), d: anyText }),
    )
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 3 }), fc.nat(), (commands, at) => {
        const body = writeResponse(commands)
        // From just after the opening `[ {` to just before the closing `]`.
        const cut = body.slice(0, 3 + (at % (body.length - 3)))
        const { commands: read, warnings } = decodeResponse(cut)

        expect(read).toEqual([])
        expect(warnings).toMatchObject([
          { reason: 'invalid-json', message: expect.stringContaining('cut short') },
        ])
      }),
      runs,
    )
  })
})
