import { createStore, type StoreApi } from 'zustand/vanilla'
import { formReducer } from './form-reducer.ts'
import { type FormAction, type FormState, initialFormState } from './form-state.ts'

export interface FormStoreState extends FormState {
  dispatch(action: FormAction): void
}

export type FormStore = StoreApi<FormStoreState>

/** The comment form's store, one per element beside the thread's. */
export function createFormStore(initial: FormState = initialFormState): FormStore {
  return createStore<FormStoreState>()((set) => ({
    ...initial,
    dispatch: (action) => set((state) => formReducer(state, action)),
  }))
}
