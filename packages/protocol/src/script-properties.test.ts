import fc from 'fast-check'
import { describe, it } from 'vitest'
import { parseScript } from './index.ts'
import {
  anyText,
  callShaped,
  fragmentText,
  navigationShaped,
  scriptCallees,
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
