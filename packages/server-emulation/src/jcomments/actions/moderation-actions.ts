import { scripts } from '@jc/protocol/server-format'
import { lockedByOther } from '../context.ts'
import { commentHtml } from '../html-comment.ts'
import { listHtml, pageOfComment, visibleComments } from '../html-list.ts'
import { threadOf, withDescendants } from '../state.ts'
import { type Action, findComment } from './action.ts'
import { numberOf } from './post-actions.ts'
import { blockCommand } from './view-actions.ts'

/** Toggles the published flag and sends the tree, or the list page holding the comment. */
export const publishComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  if (lockedByOther(context, comment.id)) return [{ n: 'al', d: context.strings.errorBeingEdited }]
  if (!context.rights.moderate) return [{ n: 'al', d: context.strings.errorCantPublish }]
  comment.published = !comment.published
  const thread = threadOf(context.state, comment.objectId, comment.objectGroup)
  return [{ n: 'js', d: blockCommand(context, thread, pageOfComment(context, thread, comment.id)) }]
}

export const deleteComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  const { state, strings } = context
  if (lockedByOther(context, comment.id)) return [{ n: 'al', d: strings.errorBeingEdited }]
  if (!context.rights.moderate) return [{ n: 'al', d: strings.errorCantDelete }]
  const thread = threadOf(state, comment.objectId, comment.objectGroup)
  if (context.site.deleteMode === 'soft') {
    comment.deleted = true
    const html = commentHtml(context, comment, {
      thread,
      number: numberOf(context, thread, comment),
    })
    return [{ n: 'js', d: scripts.updateComment(comment.id, html) }]
  }
  const page = pageOfComment(context, thread, comment.id)
  for (const id of withDescendants(state, comment.id)) {
    state.comments.delete(id)
    state.checkouts.delete(id)
  }
  const asSent = args[0] ?? ''
  const left = visibleComments(context, thread).length
  if (thread.view === 'tree') {
    return [{ n: 'js', d: left > 0 ? scripts.removeComment(asSent) : scripts.updateTree('', null) }]
  }
  if (left === 0) return [{ n: 'js', d: scripts.updateList('', 'r') }]
  return [
    {
      n: 'js',
      d:
        thread.perPage > 0
          ? scripts.updateList(listHtml(context, thread, page), 'r')
          : scripts.removeComment(asSent),
    },
  ]
}

/** Blacklists the author's IP; silent for non-moderators, when blacklisting is off, or for unknown ids. */
export const banIp: Action = (context, { args }) => {
  if (!context.rights.moderate || !context.site.blacklist) return []
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  const target = `comment-item-${comment.id}`
  const { strings, state } = context
  if (comment.ip === context.user.ip) {
    return [{ n: 'js', d: scripts.error(strings.errorBanSelf, target, '') }]
  }
  if (state.bannedIps.has(comment.ip)) {
    return [{ n: 'js', d: scripts.error(strings.errorAlreadyBanned, target, '') }]
  }
  state.bannedIps.add(comment.ip)
  return [{ n: 'js', d: scripts.message(strings.banned, target) }]
}
