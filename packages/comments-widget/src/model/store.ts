import { createStore, type StoreApi } from 'zustand/vanilla'
import { commentsReducer } from './reducer.ts'
import type { CommentsAction, CommentsState } from './state.ts'

export interface CommentsStoreState extends CommentsState {
  dispatch(action: CommentsAction): void
}

export type CommentsStore = StoreApi<CommentsStoreState>

/** One store per element, seeded from the markup it took over. */
export function createCommentsStore(initial: CommentsState): CommentsStore {
  return createStore<CommentsStoreState>()((set) => ({
    ...initial,
    dispatch: (action) => set((state) => commentsReducer(state, action)),
  }))
}
