import type { SafeFragment } from '@jc/widget-kit'

/** A tab's content: not loaded → processing (its request in flight) → loaded. */
export type TabStatus = 'not-loaded' | 'processing' | 'loaded'

/** The load-more button: idle → loading → idle, or loaded once every item is shown. */
export type LoadMoreStatus = 'idle' | 'loading' | 'loaded'

/** Which request of a tab failed; the tab stays retryable either way. */
export type Failure = 'tab' | 'load-more'

/** Sanitized items, not shown yet, and how many `.ltabs-item` they hold. */
export interface Items {
  readonly nodes: SafeFragment
  readonly count: number
}

/** One answer's items (or the server's preloaded ones), kept as the sanitized nodes they came in. */
export interface ItemBatch extends Items {
  /** Unique within its tab: the request it answers, 0 for the server's. */
  readonly id: number
}

export interface TabState {
  readonly status: TabStatus
  readonly batches: readonly ItemBatch[]
  /** Items shown: what `ajax_reslisting_start` sends on the next load-more. */
  readonly count: number
  /**
   * Items its last load-more brought, said in the status until the visitor
   * chooses the tab again; 0 after a tab's first answer or an empty one.
   */
  readonly added: number
  /**
   * The load-more block's `data-rl_start`, which a load-more sends as
   * `limitstart`: the server's text until an answer, then the count, as the
   * original's `updateStatus` wrote it.
   */
  readonly rlStart: string
  /** `rl_total`; `Infinity` when the server gave none. */
  readonly total: number
  readonly loadMore: LoadMoreStatus
  /** The request this tab waits for, if any; an answer to any other is stale. */
  readonly pending: number | undefined
  readonly failure: Failure | undefined
  /** Each new run replays the entrance of the items from index `from` on. */
  readonly entrance: { readonly run: number; readonly from: number }
}

export interface ListingState {
  readonly selected: number
  readonly tabs: readonly TabState[]
  /** The narrow-screen dropdown of tabs. */
  readonly dropdownOpen: boolean
  /**
   * Tabs whose load-more failed while another tab was shown, until the visitor goes back to
   * one: its own message sits in a hidden panel, so the block says it where the visitor is.
   */
  readonly missedFailures: readonly number[]
  readonly nextRequest: number
}

export type ListingAction =
  /** The visitor activates a tab. */
  | { readonly type: 'select'; readonly index: number }
  /** Fetches the selected tab if it is not loaded: after it failed, or printed without its items. */
  | { readonly type: 'retry' }
  | { readonly type: 'load-more' }
  /** A request was answered; `items` is undefined when the answer held no markup at all. An answer without any item is empty. */
  | { readonly type: 'answered'; readonly request: number; readonly items: Items | undefined }
  | { readonly type: 'failed'; readonly request: number }
  | { readonly type: 'toggle-dropdown' }
  | { readonly type: 'close-dropdown' }

/** A tab as the server rendered it: loaded with its items, or still to load. */
export interface InitialTab {
  readonly items: Items | undefined
  readonly total: number
  /** Its load-more block's `data-rl_start` as written. */
  readonly start: string
}

export function initialListingState(tabs: readonly InitialTab[], selected: number): ListingState {
  return {
    selected,
    dropdownOpen: false,
    missedFailures: [],
    nextRequest: 1,
    tabs: tabs.map((tab) => {
      const loaded = tab.items !== undefined
      const count = tab.items?.count ?? 0
      // A preloaded panel without any item (the K2 build prints a sentence there) shows the tab's empty state instead.
      const batches = tab.items && count > 0 ? [{ id: 0, ...tab.items }] : []
      return {
        status: loaded ? 'loaded' : 'not-loaded',
        batches,
        count,
        added: 0,
        rlStart: tab.start,
        total: tab.total,
        loadMore: loaded && (count === 0 || count >= tab.total) ? 'loaded' : 'idle',
        pending: undefined,
        failure: undefined,
        // The server's items are on screen already: they take no entrance, so nothing flashes.
        entrance: { run: 0, from: 0 },
      }
    }),
  }
}
