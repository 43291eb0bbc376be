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

/**
 * Each function below takes `askedFrom`, where the focus was as the visitor
 * asked (`CommentsEnvironment.focused`): the focus move it makes gives way
 * where they have moved on since.
 */
export function voteAnswered(
  context: AnsweredContext,
  commentId: number,
  outcome: Outcome,
  askedFrom: Element | null,
) {
  if (outcome.voted) {
    context.announce('jc-voted', { commentId })
    // Isolated: a score's sign stays on its side in a right-to-left sentence.
    context.messages.showInfo(
      `${answerStrings[context.language].voteCounted} \u2066${outcome.score}\u2069`,
      `comment-item-${commentId}`,
    )
  } else voteNotCounted(context, commentId, outcome.alerts)
  // The buttons went with the answer: the focus goes to the score in their place.
  context.environment.focus(`comment-vote-holder-${commentId}`, undefined, askedFrom)
}

/** A delete's comment, and the comments it takes with it, as the thread held them before. */
export interface Deleting {
  readonly commentId: number
  readonly removed: readonly number[]
}

/**
 * After an answer that changed the thread: the form replied to, or edited, a
 * comment the answer took from view (a delete of it or of one above it, a
 * page without it, a refresh after someone else deleted it), so no reply or
 * save can go to it from here. The form comes home and says why.
 */
export function formFollowsThread(context: AnsweredContext, deleting?: Deleting) {
  const { form, store } = context
  const inline = form.inlineAt()
  if (!inline) return
  const gone = !store.getState().thread.comments[inline.commentId]
  // A soft-deleted comment stays, marked deleted.
  const deleted =
    deleting !== undefined &&
    (inline.commentId === deleting.commentId ||
      (gone && deleting.removed.includes(inline.commentId)))
  if (!gone && !deleted) return
  form.leaveComment(deleted)
  const strings = answerStrings[context.language]
  const edit = inline.mode === 'edit'
  const text = deleted
    ? edit
      ? strings.editedDeleted
      : strings.repliedToDeleted
    : edit
      ? strings.editedGone
      : strings.repliedToGone
  context.messages.showInfo(text, formTarget)
}

export function deleteAnswered(
  context: AnsweredContext,
  commentId: number,
  neighbour: number | null,
  askedFrom: Element | null,
) {
  context.announce('jc-deleted', { commentId })
  say(context, answerStrings[context.language].deleted)
  // The focus was in the comment: on it still (marked deleted), or on the one beside it.
  const left = context.store.getState().thread.comments[commentId] ? commentId : neighbour
  context.environment.focus(
    left === null ? 'comments' : `comment-item-${left}`,
    undefined,
    askedFrom,
  )
}

/** Words for the page's live region, said politely. */
function say(context: AnsweredContext, text: string) {
  context.store.getState().dispatch({ type: 'announced', text })
}

/** A page of the thread came from one of its links; `from` held the link, `control` names it. */
export function pageAnswered(
  context: AnsweredContext,
  page: number,
  from: string,
  control: string,
  askedFrom: Element | null,
) {
  const { store, environment } = context
  const strings = answerStrings[context.language]
  if (page === 0) {
    // A refresh link: the thread came again with it, and the focus goes back on it.
    environment.focus(from, control, askedFrom)
    sayRefreshed(context)
  } else {
    // Another page, read from its start, wherever its number was.
    environment.focusAtStart('comments', askedFrom)
    say(context, strings.pageShown(currentPage(store.getState().thread)))
  }
}

/** The thread came again, from a refresh link or a failure's Refresh button. */
export function sayRefreshed(context: AnsweredContext) {
  say(context, answerStrings[context.language].refreshed)
}

/**
 * A moderator's publish control toggles: the thread came anew, and its
 * toolbar now offers the opposite (`toolbar-button-unpublish` where the
 * comment waits unpublished), which is what is said.
 */
export function publishAnswered(
  context: AnsweredContext,
  commentId: number,
  control: string,
  askedFrom: Element | null,
) {
  const strings = answerStrings[context.language]
  context.announce('jc-published', { commentId })
  const toolbar = context.store
    .getState()
    .thread.comments[commentId]?.element.querySelector(`#comment-toolbar-${commentId}`)
  if (toolbar)
    say(
      context,
      toolbar.querySelector('.toolbar-button-unpublish') ? strings.unpublished : strings.published,
    )
  // The control under the focus came anew with the thread: back on the new one.
  context.environment.focus(`comment-item-${commentId}`, control, askedFrom)
}

export function subscriptionAnswered(
  context: AnsweredContext,
  subscribed: boolean,
  askedFrom: Element | null,
) {
  const strings = answerStrings[context.language]
  context.announce('jc-subscription-change', { subscribed })
  say(context, subscribed ? strings.subscribed : strings.unsubscribed)
  // The link now says the opposite: the focus stays on it.
  context.environment.focus('comments-subscription', undefined, askedFrom)
}
