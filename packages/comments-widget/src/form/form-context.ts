import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { CommentForm } from './comment-form.ts'
import type { FormState } from './form-state.ts'

export const FormContext = createContext<CommentForm | null>(null)

export function useCommentForm(): CommentForm {
  const form = useContext(FormContext)
  if (!form) throw new Error('A <jc-comments> form view was rendered outside its element.')
  return form
}

/** Subscribes to one slice of the form's state. */
export function useFormState<Slice>(selector: (state: FormState) => Slice): Slice {
  return useStore(useCommentForm().store, selector)
}
