import { type ServerCommand, scripts } from '@jc/protocol/server-format'
import { md5 } from 'js-md5'
import { emailPattern } from '../bbcode.ts'
import { type RequestContext, visitorKey } from '../context.ts'
import { mayVote, scoreHtml } from '../html-comment.ts'
import { reportFormHtml } from '../html-report-form.ts'
import { type StoredComment, threadKey } from '../state.ts'
import { type Action, cleanGroup, findComment, toInt } from './action.ts'

export const voteComment: Action = (context, { args }) => {
  const key = `${toInt(args[0])} ${visitorKey(context)}`
  if (context.state.votes.has(key)) return [{ n: 'al', d: context.strings.errorAlreadyVoted }]
  const comment = findComment(context, args[0])
  if (comment === undefined || !(comment.published || context.rights.moderate)) {
    return [{ n: 'al', d: context.strings.errorNotFound }]
  }
  if (!mayVote(context, comment)) return [{ n: 'al', d: context.strings.errorCantVote }]
  context.state.votes.add(key)
  comment.score += toInt(args[1]) > 0 ? 1 : -1
  return [
    {
      n: 'js',
      d: scripts.updateVote(comment.id, (context.site.scoreTemplate ?? scoreHtml)(comment.score)),
    },
  ]
}

/** Reveals a masked address only to whoever knows its hash. */
export const jump2email: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  const email = comment?.text.match(emailPattern)?.find((address) => md5(address) === args[1])
  return email === undefined ? [] : [{ n: 'js', d: scripts.mailto(email) }]
}

function reportError(message: string): ServerCommand {
  return { n: 'js', d: scripts.error(message, 'comments-report-form', '') }
}

function fileReport(
  context: RequestContext,
  comment: StoredComment,
  reason: string,
): ServerCommand[] {
  const { strings, state } = context
  if (!context.site.reports || !context.rights.report) return [reportError(strings.errorCantReport)]
  if (reason === '' && context.site.reportReasonRequired)
    return [reportError(strings.errorNoReason)]
  const key = `${comment.id} ${visitorKey(context)}`
  if (state.reports.has(key)) return [reportError(strings.errorReportedTwice)]
  state.reports.add(key)
  return [{ n: 'js', d: scripts.closeReport(strings.reportSent) }]
}

/** With reasons optional the report is filed at once, with an unknown reason. */
export const showReportForm: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  const target = args[1] ?? ''
  if (context.site.reportReasonRequired) {
    return [{ n: 'as', t: target, d: reportFormHtml(context, comment.id) }]
  }
  return [
    { n: 'as', t: target, d: '<div id="comments-report-form"></div>' },
    ...fileReport(context, comment, context.strings.reportUnknownReason),
  ]
}

export const reportComment: Action = (context, { fields }) => {
  const comment = findComment(context, fields.get('commentid'))
  if (comment === undefined) return [{ n: 'al', d: context.strings.errorNotFound }]
  return fileReport(context, comment, (fields.get('reason') ?? '').trim())
}

function subscriptionKey(context: RequestContext, args: readonly string[]): string {
  return `${context.user.id} ${threadKey(toInt(args[0]), cleanGroup(args[1]))}`
}

export const subscribe: Action = (context, { args }) => {
  if (!context.rights.subscribe) return []
  const key = subscriptionKey(context, args)
  if (context.state.subscriptions.has(key)) {
    return [{ n: 'al', d: context.strings.errorAlreadySubscribed }]
  }
  context.state.subscriptions.add(key)
  return [{ n: 'js', d: scripts.updateSubscription(true, context.strings.unsubscribe) }]
}

export const unsubscribe: Action = (context, { args }) => {
  if (!context.rights.subscribe) return []
  const key = subscriptionKey(context, args)
  if (!context.state.subscriptions.delete(key)) {
    return [{ n: 'al', d: context.strings.errorNotSubscribed }]
  }
  return [{ n: 'js', d: scripts.updateSubscription(false, context.strings.subscribe) }]
}
