import { type ServerCommand, scripts } from '@jc/protocol/server-format'
import { assign } from '../assign.ts'
import type { RequestContext } from '../context.ts'
import { formHtml } from '../html-form.ts'
import { listHtml, pageOfComment, treeHtml, visibleComments } from '../html-list.ts'
import { threadOf } from '../state.ts'
import type { ThreadSeed } from '../types.ts'
import { type Action, cleanGroup, findComment, toInt } from './action.ts'

/** The whole tree, or the given list page, as ShowPage, ShowComment and PublishComment send it. */
export function blockCommand(context: RequestContext, thread: ThreadSeed, page: number): string {
  return thread.view === 'tree'
    ? scripts.updateTree(treeHtml(context, thread), null)
    : scripts.updateList(listHtml(context, thread, page), 'r')
}

export const showPage: Action = (context, { args }) => {
  const thread = threadOf(context.state, toInt(args[0]), cleanGroup(args[1]))
  return [{ n: 'js', d: blockCommand(context, thread, toInt(args[2])) }]
}

export const showComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  const thread = comment && threadOf(context.state, comment.objectId, comment.objectGroup)
  if (
    comment === undefined ||
    thread === undefined ||
    !visibleComments(context, thread).includes(comment)
  ) {
    return [{ n: 'al', d: context.strings.errorNotFound }]
  }
  const page = pageOfComment(context, thread, comment.id)
  return [
    { n: 'js', d: blockCommand(context, thread, page) },
    { n: 'js', d: scripts.scrollToComment(args[0] ?? '') },
  ]
}

/** The form as ShowForm, and EditComment or QuoteComment with loadForm=1, assign it. */
export function formCommands(
  context: RequestContext,
  thread: ThreadSeed,
  target: string,
): ServerCommand[] {
  return assign(target, formHtml(context, thread))
}

export const showForm: Action = (context, { args }) => {
  const thread = threadOf(context.state, toInt(args[0]), cleanGroup(args[1]))
  return formCommands(context, thread, args[2] ?? '')
}
