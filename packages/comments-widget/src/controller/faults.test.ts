import {
  HttpStatusError,
  type JCommentsAction,
  NetworkError,
  RequestTimeoutError,
} from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { commentsStrings } from '../strings.ts'
import { faultMessage } from './fault-message.ts'
import { faultOf, faultSaying } from './faults.ts'

const writes: JCommentsAction[] = [
  'AddComment',
  'SaveComment',
  'VoteComment',
  'ReportComment',
  'Subscribe',
  'Unsubscribe',
]
const reads: JCommentsAction[] = ['ShowPage', 'ShowReportForm', 'EditComment']

describe('faultOf', () => {
  it('tells a refusal, an error page and an answer that did not arrive apart', () => {
    expect(faultOf(new HttpStatusError(403, 'Forbidden'))).toBe('refused')
    expect(faultOf(new HttpStatusError(401, 'Unauthorized'))).toBe('refused')
    for (const failed of [
      new HttpStatusError(500, 'Internal Server Error'),
      new HttpStatusError(502, 'Bad Gateway'),
      new HttpStatusError(504, 'Gateway Timeout'),
      new HttpStatusError(404, 'Not Found'),
    ])
      expect(faultOf(failed)).toBe('failed')
    for (const lost of [
      new NetworkError({ cause: new TypeError('Failed to fetch') }),
      new RequestTimeoutError(20_000),
    ])
      expect(faultOf(lost)).toBe('lost')
  })
})

describe('the words of a failed call', () => {
  for (const language of ['en', 'fa'] as const) {
    const strings = commentsStrings[language]
    const words = answerStrings[language]
    const lost = (action: JCommentsAction, isRefresh = false) =>
      faultSaying(action, strings.noAnswer, strings.answerLost, isRefresh)

    it(`say a write may have been recorded and offer the refresh (${language})`, () => {
      for (const action of writes) {
        expect(lost(action)).toEqual({ text: strings.answerLost, refresh: true })
        expect(faultMessage('failed', action, language)).toEqual({
          text: words.answerFailed,
          refresh: true,
        })
        expect(faultMessage('unreadable', action, language)).toEqual({
          text: words.answerUnreadable,
          refresh: true,
        })
        expect(faultMessage('refused', action, language)).toEqual({
          text: words.refused,
          refresh: false,
        })
      }
    })

    it(`tell a read to try again, with no refresh (${language})`, () => {
      for (const action of reads) {
        expect(lost(action)).toEqual({ text: strings.noAnswer, refresh: false })
        expect(faultMessage('failed', action, language)).toEqual({
          text: words.readFailed,
          refresh: false,
        })
        expect(faultMessage('unreadable', action, language)).toEqual({
          text: words.readUnreadable,
          refresh: false,
        })
        expect(faultMessage('refused', action, language).text).toBe(words.refused)
      }
    })

    it(`offer a failed refresh again, unless it was refused (${language})`, () => {
      expect(lost('ShowPage', true)).toEqual({ text: strings.noAnswer, refresh: true })
      expect(faultMessage('failed', 'ShowPage', language, true).refresh).toBe(true)
      expect(faultMessage('unreadable', 'ShowPage', language, true).refresh).toBe(true)
      expect(faultMessage('refused', 'ShowPage', language, true).refresh).toBe(false)
    })
  }

  it('give each fault of a read and of a write its own words', () => {
    for (const language of ['en', 'fa'] as const) {
      const strings = commentsStrings[language]
      for (const action of ['AddComment', 'ShowPage'] as const) {
        const texts = [
          faultSaying(action, strings.noAnswer, strings.answerLost, false).text,
          ...(['failed', 'unreadable', 'refused'] as const).map(
            (fault) => faultMessage(fault, action, language).text,
          ),
        ]
        expect(new Set(texts).size).toBe(4)
      }
    }
    expect(answerStrings.fa.answerUnreadable).toContain('خوانده نشد')
    expect(answerStrings.en.answerUnreadable).toContain('could not be read')
    expect(answerStrings.en.readFailed).not.toContain('did not answer')
  })
})
