import type { CommentForm } from './comment-form.ts'
import { useFormHandle } from './form-context.ts'

/**
 * The form, for the views that come with its chunk. They render only where
 * the state has a form model, and only the form itself puts one there. Apart
 * from `form-context.ts`, so that it comes with them, not with the page.
 */
export function useCommentForm(): CommentForm {
  const form = useFormHandle().arrived()
  if (!form) throw new Error('A <jc-comments> form view was rendered before the form arrived.')
  return form
}
