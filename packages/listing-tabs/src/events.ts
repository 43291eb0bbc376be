/**
 * The element took its block over and its tabs work; once. The loader holds
 * a tab tapped before then, and taps it again now.
 */
export const listingReadyEvent = 'listing-tabs:ready'
/** A tab's first page arrived and is shown. */
export const tabLoadedEvent = 'listing-tabs:tab-loaded'
/** A load-more answer was appended to a tab. */
export const itemsAppendedEvent = 'listing-tabs:items-appended'
/** A tab now shows all its items; its load-more button reads the "all ready" label. */
export const allLoadedEvent = 'listing-tabs:all-loaded'
/** A request of a tab failed or was garbled; the tab can be asked again. */
export const listingErrorEvent = 'listing-tabs:error'

export interface TabLoadedDetail {
  readonly tab: number
  readonly categoryId: string
  readonly count: number
}

export interface ItemsAppendedDetail {
  readonly tab: number
  readonly categoryId: string
  readonly added: number
  readonly count: number
  readonly total: number
}

export interface AllLoadedDetail {
  readonly tab: number
  readonly categoryId: string
  readonly count: number
}

export interface ListingErrorDetail {
  readonly tab: number
  readonly categoryId: string
  /** What was being fetched: a tab's first page or one more page. */
  readonly request: 'tab' | 'load-more'
  readonly error: Error
}
