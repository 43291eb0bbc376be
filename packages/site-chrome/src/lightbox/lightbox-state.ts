import type { LightboxItem } from './lightbox-item.ts'

/** Which file the open image shows: the large copy, the original after it failed, or neither. */
export type ImageSource = 'large' | 'original' | 'none'

export type LightboxState =
  | { readonly status: 'closed'; readonly missing: readonly string[] }
  | {
      readonly status: 'open'
      readonly items: readonly LightboxItem[]
      readonly index: number
      readonly source: ImageSource
      readonly loaded: boolean
      /**
       * The files that did not load, shown or preloaded: never asked for
       * again, so a page asks for a missing file once. Kept while closed.
       */
      readonly missing: readonly string[]
    }

export type LightboxAction =
  | { readonly type: 'open'; readonly items: readonly LightboxItem[]; readonly index: number }
  | { readonly type: 'previous' }
  | { readonly type: 'next' }
  | { readonly type: 'show'; readonly index: number }
  | { readonly type: 'imageLoaded' }
  /** A file did not load: the one in view, or one preloaded. */
  | { readonly type: 'imageFailed'; readonly url: string }
  | { readonly type: 'close' }

export const closedLightbox: LightboxState = { status: 'closed', missing: [] }

type OpenLightbox = Extract<LightboxState, { status: 'open' }>

// An image without an address (a thumbnail with no src) would neither load nor
// fail, and the viewer would wait on it forever: it shows the error at once,
// as for an image whose files are known missing, rather than a second 404.
function firstSource(item: LightboxItem | undefined, missing: readonly string[]): ImageSource {
  if (item?.large && !missing.includes(item.large)) return 'large'
  return item?.original && !missing.includes(item.original) ? 'original' : 'none'
}

function fileOf(item: LightboxItem | undefined, source: ImageSource): string | undefined {
  return source === 'none' ? undefined : item?.[source]
}

/** The file an image shows first: what the viewer preloads for a neighbour. */
export function firstFile(
  item: LightboxItem | undefined,
  missing: readonly string[],
): string | undefined {
  return fileOf(item, firstSource(item, missing))
}

// The set does not wrap: the arrows are disabled at its ends.
function moveTo(state: OpenLightbox, index: number): LightboxState {
  if (index < 0 || index >= state.items.length || index === state.index) return state
  return { ...state, index, source: firstSource(state.items[index], state.missing), loaded: false }
}

// A file that did not load is remembered. When it is the one in view, the
// image goes on to its next file: the original after the large copy, else the
// error (also when both are one file, or the original is known missing too).
function failed(state: LightboxState, url: string): LightboxState {
  const missing = [...state.missing, url]
  if (state.status === 'closed' || currentSource(state) !== url) return { ...state, missing }
  return {
    ...state,
    missing,
    source: firstSource(state.items[state.index], missing),
    loaded: false,
  }
}

export function lightboxTransition(state: LightboxState, action: LightboxAction): LightboxState {
  if (action.type === 'open') {
    if (action.items.length === 0) return state
    const index = Math.min(Math.max(action.index, 0), action.items.length - 1)
    const { missing } = state
    const source = firstSource(action.items[index], missing)
    return { status: 'open', items: action.items, index, source, loaded: false, missing }
  }
  // A preload may fail after the viewer closed: what it learned is kept.
  if (action.type === 'imageFailed') return failed(state, action.url)
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
    case 'close':
      return { status: 'closed', missing: state.missing }
  }
}

/** The URL the open image loads now, if any. */
export function currentSource(state: LightboxState): string | undefined {
  return state.status === 'open' ? fileOf(state.items[state.index], state.source) : undefined
}
