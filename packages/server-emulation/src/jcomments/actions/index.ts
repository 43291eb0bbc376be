import type { Action } from './action.ts'
import { cancelComment, editComment, quoteComment } from './edit-actions.ts'
import { banIp, deleteComment, publishComment } from './moderation-actions.ts'
import { addComment, saveComment } from './post-actions.ts'
import { showComment, showForm, showPage } from './view-actions.ts'
import {
  jump2email,
  reportComment,
  showReportForm,
  subscribe,
  unsubscribe,
  voteComment,
} from './visitor-actions.ts'

/** The registered `jtxf` names (`jcomments.php`), RefreshObjects left out. */
export const actions: ReadonlyMap<string, Action> = new Map([
  ['JCommentsAddComment', addComment],
  ['JCommentsSaveComment', saveComment],
  ['JCommentsEditComment', editComment],
  ['JCommentsCancelComment', cancelComment],
  ['JCommentsQuoteComment', quoteComment],
  ['JCommentsPublishComment', publishComment],
  ['JCommentsDeleteComment', deleteComment],
  ['JCommentsJump2email', jump2email],
  ['JCommentsVoteComment', voteComment],
  ['JCommentsShowComment', showComment],
  ['JCommentsShowPage', showPage],
  ['JCommentsShowForm', showForm],
  ['JCommentsShowReportForm', showReportForm],
  ['JCommentsReportComment', reportComment],
  ['JCommentsBanIP', banIp],
  ['JCommentsSubscribe', subscribe],
  ['JCommentsUnsubscribe', unsubscribe],
])
