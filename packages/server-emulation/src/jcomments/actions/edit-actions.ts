import { type ServerCommand, scripts } from '@jc/protocol/server-format'
import { lockedByOther, mayEdit } from '../context.ts'
import { threadOf } from '../state.ts'
import { type Action, findComment } from './action.ts'
import { editableText } from './comment-text.ts'
import { formCommands } from './view-actions.ts'

// With loadForm=1 no form is on the page yet: it comes first, into the form link.
function formFirst(
  context: Parameters<Action>[0],
  objectId: number,
  objectGroup: string,
  loadForm: string | undefined,
): ServerCommand[] {
  if (loadForm !== '1') return []
  return formCommands(context, threadOf(context.state, objectId, objectGroup), 'comments-form-link')
}

/** Checks the comment out to this actor and fills the form with it. */
export const editComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  if (lockedByOther(context, comment.id)) return [{ n: 'al', d: context.strings.errorBeingEdited }]
  if (!mayEdit(context, comment)) return [{ n: 'al', d: context.strings.errorCantEdit }]
  context.state.checkouts.set(comment.id, context.actor)
  const registered = comment.userid > 0
  return [
    ...formFirst(context, comment.objectId, comment.objectGroup, args[1]),
    {
      n: 'js',
      d: scripts.showEdit(
        comment.id,
        registered ? '' : comment.name,
        registered ? '' : comment.email,
        comment.homepage,
        comment.title.replace(/[\r\n]/g, ''),
        editableText(comment.text),
      ),
    },
  ]
}

/** Checks the comment back in; the answer is always empty. */
export const cancelComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment !== undefined && context.state.checkouts.get(comment.id) === context.actor) {
    context.state.checkouts.delete(comment.id)
  }
  return []
}

/** The text worth quoting: no quotes inside, no hidden text for those who may not see it. */
function quotableText(text: string, seeHidden: boolean): string {
  let result = text
  const innermostQuote = /\[quote[^\]]*\](?:(?!\[quote)[\s\S])*?\[\/quote\]/gi
  while (innermostQuote.test(result)) result = result.replace(innermostQuote, '')
  if (!seeHidden) result = result.replace(/\[hide\][\s\S]*?\[\/hide\]/gi, '')
  return editableText(result).trim()
}

export const quoteComment: Action = (context, { args }) => {
  const comment = findComment(context, args[0])
  if (comment === undefined) return []
  const text = quotableText(comment.text, context.rights.seeHidden)
  if (text === '') return [{ n: 'al', d: context.strings.errorNothingToQuote }]
  return [
    ...formFirst(context, comment.objectId, comment.objectGroup, args[1]),
    { n: 'js', d: scripts.insertText(comment.name, text) },
  ]
}
