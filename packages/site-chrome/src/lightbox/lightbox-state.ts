import type { LightboxItem } from './lightbox-item.ts'

/** Which file the open image shows: the large copy, the original after it failed, or neither. */
export type ImageSource = 'large' | 'original' | 'none'

export type LightboxState =
  | { readonly status: 'closed' }
  | {
      readonly status: 'open'
      readonly items: readonly LightboxItem[]
      readonly index: number
      readonly source: ImageSource
      readonly loaded: boolean
    }

export type LightboxAction =
  | { readonly type: 'open'; readonly items: readonly LightboxItem[]; readonly index: number }
  | { readonly type: 'previous' }
  | { readonly type: 'next' }
  | { readonly type: 'show'; readonly index: number }
  | { readonly type: 'imageLoaded' }
  | { readonly type: 'imageFailed' }
  | { readonly type: 'close' }

export const closedLightbox: LightboxState = { status: 'closed' }

type OpenLightbox = Extract<LightboxState, { status: 'open' }>

// An image without an address (a thumbnail with no src) would neither load nor
// fail, and the viewer would wait on it forever: it shows the error at once.
function firstSource(item: LightboxItem | undefined): ImageSource {
  if (item?.large) return 'large'
  return item?.original ? 'original' : 'none'
}

// The set does not wrap: the arrows are disabled at its ends.
function moveTo(state: OpenLightbox, index: number): LightboxState {
  if (index < 0 || index >= state.items.length || index === state.index) return state
  return { ...state, index, source: firstSource(state.items[index]), loaded: false }
}

function failed(state: OpenLightbox): LightboxState {
  const item = state.items[state.index]
  if (state.source === 'large' && item?.original && item.original !== item.large) {
    return { ...state, source: 'original', loaded: false }
  }
  return state.source === 'none' ? state : { ...state, source: 'none', loaded: false }
}

export function lightboxTransition(state: LightboxState, action: LightboxAction): LightboxState {
  if (action.type === 'open') {
    if (action.items.length === 0) return state
    const index = Math.min(Math.max(action.index, 0), action.items.length - 1)
    const source = firstSource(action.items[index])
    return { status: 'open', items: action.items, index, source, loaded: false }
  }
  if (state.status === 'closed') return state
  switch (action.type) {
    case 'previous':
      return moveTo(state, state.index - 1)
    case 'next':
      return moveTo(state, state.index + 1)
    case 'show':
      return moveTo(state, action.index)
    case 'imageLoaded':
      return state.loaded || state.source === 'none' ? state : { ...state, loaded: true }
    case 'imageFailed':
      return failed(state)
    case 'close':
      return closedLightbox
  }
}

/** The URL the open image loads now, if any. */
export function currentSource(state: LightboxState): string | undefined {
  if (state.status === 'closed' || state.source === 'none') return undefined
  const item = state.items[state.index]
  return state.source === 'large' ? item?.large : item?.original
}
