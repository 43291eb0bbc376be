import { createStore, type StoreApi } from 'zustand/vanilla'
import { type FormState, initialFormState } from './form-state.ts'

export interface FormStoreState extends FormState {
  /** The server sent a form that waits for the form's chunk to read it (`lazy-form.ts`). */
  readonly arriving: boolean
}

export type FormStore = StoreApi<FormStoreState>

/**
 * The comment form's store, one per element beside the thread's. It holds
 * the state only: the thread's views read it from the first render, and the
 * form's transitions (`createCommentForm`'s dispatch) come with its chunk.
 */
export function createFormStore(): FormStore {
  return createStore<FormStoreState>()(() => ({ ...initialFormState, arriving: false }))
}
