import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { CommentForm } from './comment-form.ts'
import type { FormStore, FormStoreState } from './form-store.ts'

/** What the element gives the form's views: the store from the first render, the form once its chunk is here. */
export interface FormHandle {
  readonly store: FormStore
  /** The form itself, once its chunk arrived; null before. */
  arrived(): CommentForm | null
}

export const FormContext = createContext<FormHandle | null>(null)

export function useFormHandle(): FormHandle {
  const handle = useContext(FormContext)
  if (!handle) throw new Error('A <jc-comments> form view was rendered outside its element.')
  return handle
}

/** Subscribes to one slice of the form's state. */
export function useFormState<Slice>(selector: (state: FormStoreState) => Slice): Slice {
  return useStore(useFormHandle().store, selector)
}
