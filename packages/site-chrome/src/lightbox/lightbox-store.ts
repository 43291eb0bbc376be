import { createContext, useContext, useSyncExternalStore } from 'react'
import { type ReducerStore, reducerStore } from '../reducer-store.ts'
import {
  closedLightbox,
  type LightboxAction,
  type LightboxState,
  lightboxTransition,
} from './lightbox-state.ts'

export type LightboxStore = ReducerStore<LightboxState, LightboxAction>

/** One store per `<site-lightbox>`: a page may hold several galleries. */
export function createLightboxStore(): LightboxStore {
  return reducerStore(closedLightbox, lightboxTransition)
}

export const LightboxStoreContext = createContext<LightboxStore | null>(null)

export function useLightboxStore(): LightboxStore {
  const store = useContext(LightboxStoreContext)
  if (!store) throw new Error('A lightbox part was rendered outside <site-lightbox>.')
  return store
}

export function useLightboxState(): LightboxState {
  const store = useLightboxStore()
  return useSyncExternalStore(store.subscribe, store.getState)
}
