import type { Language } from '@jc/widget-kit'
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { CommentsController } from '../controller/controller.ts'
import type { CommentsEnvironment } from '../environment.ts'
import type { CommentsStore, CommentsStoreState } from '../model/store.ts'
import type { CommentsStrings } from '../strings.ts'

export interface CommentsContextValue {
  readonly store: CommentsStore
  readonly controller: CommentsController
  readonly strings: CommentsStrings
  readonly headingLevel: number
  readonly language: Language
  readonly environment: CommentsEnvironment
  /** The element's `max-length`: the counter of a form the server sent no init script for. */
  readonly maxLength: number | null
}

export const CommentsContext = createContext<CommentsContextValue | null>(null)

export function useComments(): CommentsContextValue {
  const value = useContext(CommentsContext)
  if (!value) throw new Error('A <jc-comments> view was rendered outside its element.')
  return value
}

/** Subscribes to one slice of the element's state; the component re-renders only when it changes. */
export function useCommentsState<Slice>(selector: (state: CommentsStoreState) => Slice): Slice {
  return useStore(useComments().store, selector)
}
