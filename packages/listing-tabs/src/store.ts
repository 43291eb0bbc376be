import { createContext, useContext } from 'react'
import { createStore, type StoreApi, useStore } from 'zustand'
import type { ListingAction, ListingState } from './listing-state.ts'

/** One store per `<listing-tabs>`: several blocks on a page never share state. */
export function createListingStore(initial: ListingState): StoreApi<ListingState> {
  return createStore<ListingState>()(() => initial)
}

export interface ListingContextValue {
  readonly store: StoreApi<ListingState>
  /** Goes through the block's controller, which runs the requests an action starts. */
  readonly dispatch: (action: ListingAction) => void
}

export const ListingContext = createContext<ListingContextValue | undefined>(undefined)

function useListingContext(): ListingContextValue {
  const value = useContext(ListingContext)
  if (!value) throw new Error('<listing-tabs>: a part rendered outside its ListingContext')
  return value
}

export function useListing<T>(selector: (state: ListingState) => T): T {
  return useStore(useListingContext().store, selector)
}

export function useDispatch(): (action: ListingAction) => void {
  return useListingContext().dispatch
}
