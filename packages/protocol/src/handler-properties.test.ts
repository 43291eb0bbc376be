import fc from 'fast-check'
import { describe, it } from 'vitest'
import { parseHandler } from './index.ts'
import {
  anyText,
  callShaped,
  confirmShaped,
  handlerCallees,
  handlerText,
} from './test-support/arbitraries.ts'
import { expectHarmlessHandlerAction } from './test-support/harmless.ts'

const runs = { numRuns: 10_000 }

describe('parseHandler never throws and returns null or a typed action', () => {
  it('for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => expectHarmlessHandlerAction(parseHandler(text))),
      runs,
    )
  })

  it('for text built from pieces of the inline handlers', () => {
    fc.assert(
      fc.property(handlerText, (text) => expectHarmlessHandlerAction(parseHandler(text))),
      runs,
    )
  })

  it('for calls and confirmed calls shaped like the inline handlers, with arguments of any kind', () => {
    fc.assert(
      fc.property(fc.oneof(callShaped(handlerCallees), confirmShaped), (text) =>
        expectHarmlessHandlerAction(parseHandler(text)),
      ),
      runs,
    )
  })
})
