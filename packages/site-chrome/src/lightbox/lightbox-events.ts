import type { LightboxErrorDetail } from './lightbox-error.ts'
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

/**
 * The `lightbox-error` a transition calls for: when it leaves the image in
 * view with no file to show (the large copy and the original failed, or it
 * has no address), as the viewer tells the visitor; once each time such an
 * image comes into view, not again while it stays there.
 */
export function lightboxErrorFor(
  previous: LightboxState,
  next: LightboxState,
): LightboxErrorDetail | undefined {
  if (next.status !== 'open' || next.source !== 'none') return undefined
  const already =
    previous.status === 'open' &&
    previous.source === 'none' &&
    previous.items === next.items &&
    previous.index === next.index
  return already ? undefined : { src: next.items[next.index]?.original ?? '', reason: 'image' }
}
