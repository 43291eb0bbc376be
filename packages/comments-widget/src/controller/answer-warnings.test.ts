import { decodeResponse } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { isUnreadable } from './answer-warnings.ts'

const answer = '[{"n":"js","d":"jcomments.updateVote(\'5\',\'+1\');"}]'

describe('isUnreadable', () => {
  const unreadable = (body: string) => decodeResponse(body).warnings.some(isUnreadable)

  it('finds nothing usable in an HTML page, random bytes, an empty body or an answer cut short', () => {
    expect(unreadable('<!DOCTYPE html><html><body><h1>Welcome</h1></body></html>')).toBe(true)
    expect(unreadable('\u0000\u0001\u00ff]] }{ ["\u0007')).toBe(true)
    expect(unreadable('')).toBe(true)
    expect(unreadable(answer.slice(0, -10))).toBe(true)
  })

  it('reads an answer behind a PHP notice', () => {
    expect(unreadable(`<b>Notice</b>: Undefined index [{x}]<br />\n${answer}`)).toBe(false)
  })
})
