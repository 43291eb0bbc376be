import type { LightboxState } from './lightbox-state.ts'

/** Where the lightbox stands, as each of its events tells it. */
export interface LightboxDetail {
  /** The position in the set, from 0. */
  readonly index: number
  readonly count: number
  /** The original image's address (the link's `href`). */
  readonly src: string
  readonly caption: string
}

export const lightboxEvents = {
  opened: 'lightbox-opened',
  changed: 'lightbox-changed',
  closed: 'lightbox-closed',
} as const

export type LightboxEventType = (typeof lightboxEvents)[keyof typeof lightboxEvents]

export interface LightboxEvent {
  readonly type: LightboxEventType
  readonly detail: LightboxDetail
}

function detailOf(state: Extract<LightboxState, { status: 'open' }>): LightboxDetail {
  const item = state.items[state.index]
  return {
    index: state.index,
    count: state.items.length,
    src: item?.original ?? '',
    caption: item?.caption ?? '',
  }
}

/** The event a transition announces: opening, moving to another image, or closing. */
export function lightboxEventFor(
  previous: LightboxState,
  next: LightboxState,
): LightboxEvent | undefined {
  if (next.status === 'open') {
    if (previous.status === 'closed') return { type: lightboxEvents.opened, detail: detailOf(next) }
    if (previous.items !== next.items)
      return { type: lightboxEvents.opened, detail: detailOf(next) }
    if (previous.index !== next.index)
      return { type: lightboxEvents.changed, detail: detailOf(next) }
    return undefined
  }
  if (previous.status === 'open') return { type: lightboxEvents.closed, detail: detailOf(previous) }
  return undefined
}
