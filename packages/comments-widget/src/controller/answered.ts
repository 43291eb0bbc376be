import type { Language } from '@jc/widget-kit'
import { answerStrings } from '../answer-strings.ts'
import type { CommentsEnvironment } from '../environment.ts'
import type { CommentsEventDetail, CommentsEventName } from '../events.ts'
import type { FormPort } from '../form-port.ts'
import { currentPage } from '../model/current-page.ts'
import { markScoreStale } from '../model/stale-score.ts'
import type { CommentsStore } from '../model/store.ts'
import type { Messages } from './messages.ts'
import type { Outcome } from './outcome.ts'
import { formTarget } from './targets.ts'

/**
 * What follows a visitor's action once its answer is applied: the page's
 * event, the words said and where the focus goes. It comes in the chunk that
 * applies answers, as only an answered call needs it.
 */
export interface AnsweredContext {
  readonly store: CommentsStore
  readonly form: FormPort
  readonly environment: CommentsEnvironment
  readonly messages: Pick<Messages, 'showError' | 'showInfo'>
  readonly language: Language
  announce<Name extends CommentsEventName>(name: Name, detail: CommentsEventDetail<Name>): void
}

// The server answered a vote without the new score: the vote did not count,
// and the score shown, the one loaded with the page, may be out of date.
function voteNotCounted(context: AnsweredContext, commentId: number, alerts: readonly string[]) {
  const { store, messages } = context
  const strings = answerStrings[context.language]
  const entry = store.getState().thread.comments[commentId]
  if (entry) {
    const body = markScoreStale(entry.body, commentId, strings.staleScore)
    store.getState().dispatch({ type: 'commentReplaced', id: commentId, body })
  }
  const text = [...alerts, strings.voteNotCounted].join(' ')
  messages.showError(text, `comment-item-${commentId}`, `vote:${commentId}`, true)
}

export function voteAnswered(context: AnsweredContext, commentId: number, outcome: Outcome) {
  if (outcome.voted) {
    context.announce('jc-voted', { commentId })
    // Isolated: a score's sign stays on its side in a right-to-left sentence.
    context.messages.showInfo(
      `${answerStrings[context.language].voteCounted} \u2066${outcome.score}\u2069`,
      `comment-item-${commentId}`,
    )
  } else voteNotCounted(context, commentId, outcome.alerts)
  // The buttons went with the answer: the focus goes to the score in their place.
  context.environment.focus(`comment-vote-holder-${commentId}`)
}

// The form replied to, or edited, a comment a delete took (itself, or one
// above it that took its replies): no reply or save can go to it now.
function leaveDeleted(context: AnsweredContext, deleted: number, removed: readonly number[]) {
  const { form, store } = context
  const inline = form.inlineAt()
  if (!inline) return
  const gone = !store.getState().thread.comments[inline.commentId]
  if (inline.commentId !== deleted && !(gone && removed.includes(inline.commentId))) return
  form.leaveDeleted()
  const strings = answerStrings[context.language]
  const text = inline.mode === 'edit' ? strings.editedDeleted : strings.repliedToDeleted
  context.messages.showInfo(text, formTarget)
}

/** Where the thread stood before the delete: the comments it took, and the one beside it. */
export interface DeletedPlace {
  readonly removed: readonly number[]
  readonly neighbour: number | null
}

export function deleteAnswered(context: AnsweredContext, commentId: number, place: DeletedPlace) {
  context.announce('jc-deleted', { commentId })
  leaveDeleted(context, commentId, place.removed)
  // The focus was in the comment: on it still (marked deleted), or on the one beside it.
  const left = context.store.getState().thread.comments[commentId] ? commentId : place.neighbour
  context.environment.focus(left === null ? 'comments' : `comment-item-${left}`)
}

/** A page of the thread came from one of its links; `from` held the link, `control` names it. */
export function pageAnswered(
  context: AnsweredContext,
  page: number,
  from: string,
  control: string,
) {
  const { store, environment } = context
  const strings = answerStrings[context.language]
  const say = (text: string) => store.getState().dispatch({ type: 'announced', text })
  if (page === 0) {
    // A refresh link: the thread came again with it, and the focus goes back on it.
    environment.focus(from, control)
    say(strings.refreshed)
  } else {
    // Another page, read from its start, wherever its number was.
    environment.focusAtStart('comments')
    say(strings.pageShown(currentPage(store.getState().thread)))
  }
}

export function subscriptionAnswered(context: AnsweredContext, subscribed: boolean) {
  const strings = answerStrings[context.language]
  context.announce('jc-subscription-change', { subscribed })
  context.store
    .getState()
    .dispatch({ type: 'announced', text: subscribed ? strings.subscribed : strings.unsubscribed })
  // The link now says the opposite: the focus stays on it.
  context.environment.focus('comments-subscription')
}
