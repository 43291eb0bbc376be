// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultRows, rowsFor } from './autosize.ts'

describe('rowsFor', () => {
  it('never goes below the default height', () => {
    expect(rowsFor('', defaultRows)).toBe(8)
    expect(rowsFor('one\ntwo', defaultRows)).toBe(8)
  })

  it('gives one more row than there are lines once the text is taller', () => {
    const tenLines = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\n')
    expect(rowsFor(tenLines, defaultRows)).toBe(11)
  })

  it('counts CRLF and CR breaks as one line each', () => {
    expect(rowsFor('a\r\nb\rc', 1)).toBe(4)
  })

  it('starts at 8 rows by default', () => {
    expect(rowsFor('x')).toBe(8)
  })
})
