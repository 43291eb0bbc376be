import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseScript } from './index.ts'
import { scripts } from './server-format/index.ts'
import {
  anyText,
  callShaped,
  fragmentText,
  lineCommentText,
  lineTerminator,
  navigationShaped,
  scriptCallees,
  strayStatement,
} from './test-support/arbitraries.ts'
import { expectHarmlessScriptCall } from './test-support/harmless.ts'

const runs = { numRuns: 10_000 }

describe('parseScript never throws and never yields anything that could run', () => {
  it('for any text', () => {
    fc.assert(
      fc.property(anyText, (source) => expectHarmlessScriptCall(parseScript(source))),
      runs,
    )
  })

  it('for text built from pieces of the catalogue', () => {
    fc.assert(
      fc.property(fragmentText, (source) => expectHarmlessScriptCall(parseScript(source))),
      runs,
    )
  })

  it('for calls and navigations shaped like the catalogue, with arguments of any kind', () => {
    fc.assert(
      fc.property(fc.oneof(callShaped(scriptCallees), navigationShaped), (source) =>
        expectHarmlessScriptCall(parseScript(source)),
      ),
      runs,
    )
  })
})

describe('parseScript reads a // comment as JavaScript does', () => {
  const knownCalls = fc.constantFrom(
    scripts.scrollToList(),
    scripts.clear('comment'),
    scripts.error('Please enter your name!', '', 'name'),
    scripts.updateTree('<div class="comment-body">Hi</div>', null),
    scripts.updateSubscription(true, "Don't notify me"),
  )

  it('keeps a catalogue call followed by a comment to the end of the text', () => {
    fc.assert(
      fc.property(knownCalls, lineCommentText, (call, comment) => {
        expect(parseScript(`${call}//${comment}`)).toEqual(parseScript(call))
      }),
      runs,
    )
  })

  it('refuses a catalogue call when code follows the comment on a new line, whatever ends the line', () => {
    fc.assert(
      fc.property(
        knownCalls,
        lineCommentText,
        lineTerminator,
        strayStatement,
        (call, comment, end, code) => {
          expect(parseScript(`${call}//${comment}${end}${code}`).type).toBe('unsupported')
        },
      ),
      runs,
    )
  })
})
