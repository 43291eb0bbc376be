import type { CommentsState } from '../model/state.ts'

/** The form's element id; the server's '' target means the form. */
export const formTarget = 'comments-form'

/**
 * The message under the thread, where the controls below it are (the bottom
 * page numbers and refresh link, Subscribe, Add comment): a failure of a call
 * asked from there is said where the visitor is, not at the top of the block.
 */
export const endTarget = 'comments-end'

/** Whether the element a message names is on the page, so the message can sit at its top. */
export function targetExists(state: CommentsState, target: string, formLoaded: boolean): boolean {
  if (target === formTarget) return formLoaded
  if (target === 'jc' || target === 'comments' || target === endTarget) return true
  if (target === 'comments-report-form' || target === 'comments-inline-report') {
    return state.report !== null
  }
  // Read here, not with `itemCommentId`: with an import, this module, which the
  // form's chunk imports too, became a chunk of its own that every article page fetched.
  const item = /^comment-item-(\d+)$/.exec(target)
  return item !== null && state.thread.comments[Number(item[1])] !== undefined
}
