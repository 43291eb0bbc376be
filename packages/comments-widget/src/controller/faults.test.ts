import {
  HttpStatusError,
  type JCommentsAction,
  NetworkError,
  RequestTimeoutError,
} from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { commentsStrings } from '../strings.ts'
import { faultMessage, faultOf } from './faults.ts'

const writes: JCommentsAction[] = [
  'AddComment',
  'SaveComment',
  'VoteComment',
  'ReportComment',
  'Subscribe',
  'Unsubscribe',
]

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
