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
