import { createContext, useContext } from 'react'
import { createStore, type StoreApi, useStore } from 'zustand'
import {
  closedLightbox,
  type LightboxAction,
  type LightboxState,
  lightboxTransition,
} from './lightbox-state.ts'

export interface LightboxStoreState {
  readonly lightbox: LightboxState
  dispatch(action: LightboxAction): void
}

export type LightboxStore = StoreApi<LightboxStoreState>

/** One store per `<site-lightbox>`: a page may hold several galleries. */
export function createLightboxStore(): LightboxStore {
  return createStore<LightboxStoreState>()((set) => ({
    lightbox: closedLightbox,
    dispatch: (action) =>
      set((store) => ({ lightbox: lightboxTransition(store.lightbox, action) })),
  }))
}

export const LightboxStoreContext = createContext<LightboxStore | null>(null)

export function useLightboxStore(): LightboxStore {
  const store = useContext(LightboxStoreContext)
  if (!store) throw new Error('A lightbox part was rendered outside <site-lightbox>.')
  return store
}

export function useLightbox<Selected>(select: (state: LightboxStoreState) => Selected): Selected {
  return useStore(useLightboxStore(), select)
}
