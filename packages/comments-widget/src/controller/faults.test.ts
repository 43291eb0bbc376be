import {
  decodeResponse,
  HttpStatusError,
  type JCommentsAction,
  NetworkError,
  RequestTimeoutError,
} from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { commentsStrings } from '../strings.ts'
import { faultMessage, faultOf, isUnreadable } from './faults.ts'

const writes: JCommentsAction[] = [
  'AddComment',
  'SaveComment',
  'VoteComment',
  'ReportComment',
  'Subscribe',
  'Unsubscribe',
]
const answer = '[{"n":"js","d":"jcomments.updateVote(\'5\',\'+1\');"}]'

describe('faultOf', () => {
  it('tells a refusal from an answer that did not arrive', () => {
    expect(faultOf(new HttpStatusError(403, 'Forbidden'))).toBe('refused')
    expect(faultOf(new HttpStatusError(401, 'Unauthorized'))).toBe('refused')
    for (const lost of [
      new HttpStatusError(500, 'Internal Server Error'),
      new HttpStatusError(502, 'Bad Gateway'),
      new HttpStatusError(504, 'Gateway Timeout'),
      new NetworkError({ cause: new TypeError('Failed to fetch') }),
      new RequestTimeoutError(20_000),
    ])
      expect(faultOf(lost)).toBe('lost')
  })
})

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

describe('faultMessage', () => {
  for (const language of ['en', 'fa'] as const) {
    const strings = commentsStrings[language]

    it(`says a write may have been recorded and offers the refresh (${language})`, () => {
      for (const action of writes) {
        expect(faultMessage('lost', action, strings)).toEqual({
          text: strings.answerLost,
          refresh: true,
        })
        expect(faultMessage('unreadable', action, strings)).toEqual({
          text: strings.answerUnreadable,
          refresh: true,
        })
        expect(faultMessage('refused', action, strings)).toEqual({
          text: strings.refused,
          refresh: false,
        })
      }
    })

    it(`tells a read to try again, with no refresh (${language})`, () => {
      for (const action of ['ShowPage', 'ShowReportForm', 'EditComment'] as const) {
        expect(faultMessage('lost', action, strings)).toEqual({
          text: strings.noAnswer,
          refresh: false,
        })
        expect(faultMessage('unreadable', action, strings)).toEqual({
          text: strings.readUnreadable,
          refresh: false,
        })
        expect(faultMessage('refused', action, strings).text).toBe(strings.refused)
      }
    })

    it(`offers a failed refresh again, unless it was refused (${language})`, () => {
      expect(faultMessage('lost', 'ShowPage', strings, true)).toEqual({
        text: strings.noAnswer,
        refresh: true,
      })
      expect(faultMessage('unreadable', 'ShowPage', strings, true).refresh).toBe(true)
      expect(faultMessage('refused', 'ShowPage', strings, true).refresh).toBe(false)
    })
  }

  it('gives each fault of a write its own words', () => {
    for (const strings of Object.values(commentsStrings)) {
      const texts = (['lost', 'unreadable', 'refused'] as const).map(
        (fault) => faultMessage(fault, 'AddComment', strings).text,
      )
      expect(new Set(texts).size).toBe(3)
    }
    expect(commentsStrings.fa.answerUnreadable).toContain('خوانده نشد')
    expect(commentsStrings.en.answerUnreadable).toContain('could not be read')
  })
})
