import type { JCommentsAction } from '@jc/protocol'
import type { Language } from '@jc/widget-kit'
import { answerStrings } from '../answer-strings.ts'
import { type Fault, type FaultMessage, faultSaying } from './faults.ts'

/**
 * The words of a failure that followed an answer, for every call: an error
 * page, an answer that could not be read, a refusal. A refusal recorded
 * nothing, and only a new session helps: it offers no refresh. A lost
 * answer's words come with the first view (`controller.ts`).
 */
export function faultMessage(
  fault: Exclude<Fault, 'lost'>,
  action: JCommentsAction,
  language: Language,
  isRefresh = false,
): FaultMessage {
  const words = answerStrings[language]
  if (fault === 'refused') return { text: words.refused, refresh: false }
  return fault === 'unreadable'
    ? faultSaying(action, words.readUnreadable, words.answerUnreadable, isRefresh)
    : faultSaying(action, words.readFailed, words.answerFailed, isRefresh)
}
