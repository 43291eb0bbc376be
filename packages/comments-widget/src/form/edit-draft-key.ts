import { draftKey } from './drafts.ts'

/**
 * Where the unsaved edit of one comment of the object is kept. Apart from
 * `drafts.ts`: only the form, which comes in its own chunk, edits.
 */
export function editDraftKey(objectGroup: string, objectId: number, commentId: number): string {
  return `${draftKey(objectGroup, objectId)}:edit:${commentId}`
}
