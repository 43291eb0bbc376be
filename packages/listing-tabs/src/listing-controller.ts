import {
  createCacheBuster,
  isAbortError,
  type ListingField,
  ListingPageError,
  resolveAgainstPage,
} from '@jc/protocol'
import { announceRequestEnd, emit, sanitizeToFragment } from '@jc/widget-kit'
import type { StoreApi } from 'zustand'
import type { ListingSettings, TabMarkup } from './block-markup.ts'
import type { ListingEnvironment } from './environment.ts'
import {
  type AllLoadedDetail,
  allLoadedEvent,
  type ItemsAppendedDetail,
  itemsAppendedEvent,
  type ListingErrorDetail,
  listingErrorEvent,
  type TabLoadedDetail,
  tabLoadedEvent,
} from './events.ts'
import type { ListingAction, ListingState, TabState } from './listing-state.ts'
import { mergeFields } from './payload-fields.ts'
import { itemsOf } from './safe-markup.ts'
import { transition } from './transition.ts'

export interface ListingControllerOptions {
  readonly store: StoreApi<ListingState>
  readonly element: Element
  readonly tabs: readonly TabMarkup[]
  /** The fields the tabs container defines for every call. */
  readonly fields: readonly ListingField[]
  /** Read at each request, so attributes changed since take effect. */
  readonly settings: () => ListingSettings
  readonly environment: ListingEnvironment
}

/** Dispatches a block's actions and runs the requests they start. */
export interface ListingController {
  dispatch(action: ListingAction): void
  /** Aborts whatever is in flight; the element left the page. */
  dispose(): void
}

/**
 * The effects of a `<listing-tabs>` block. After every action it compares the
 * requests the tabs wait for with those in flight: a request no tab waits for
 * any more (its tab was left while loading) is aborted, and a request a tab
 * waits for is started. Answers go back through the reducer, which drops any
 * it no longer waits for, so an overtaken answer never reaches a panel.
 */
export function createListingController(options: ListingControllerOptions): ListingController {
  const { store, element, environment } = options
  const inFlight = new Map<number, AbortController>()

  function dispatch(action: ListingAction): void {
    store.setState(transition(store.getState(), action), true)
    const awaited = new Set(store.getState().tabs.map((tab) => tab.pending))
    for (const [request, controller] of inFlight) {
      if (!awaited.has(request)) {
        inFlight.delete(request)
        controller.abort()
      }
    }
    store.getState().tabs.forEach((tab, index) => {
      if (tab.pending !== undefined && !inFlight.has(tab.pending)) void run(index, tab, tab.pending)
    })
  }

  async function run(index: number, tab: TabState, request: number): Promise<void> {
    const abort = new AbortController()
    inFlight.set(request, abort)
    const markup = options.tabs[index]
    const loadMore = tab.status === 'loaded'
    // A load-more reads the load-more block's settings, which fall back to the tab's; a switch the tab's.
    const own = loadMore ? markup?.loadMore : markup
    const categoryId = own?.categoryId ?? markup?.categoryId ?? ''
    const settings = options.settings()
    const pageUrl = environment.pageUrl()
    const start = loadMore ? tab.count : 0
    try {
      const result = await environment.post({
        url: settings.ajaxUrl,
        pageUrl,
        signal: abort.signal,
        request: {
          moduleId: settings.moduleId,
          categoryId,
          start,
          // Where the original script read it: the load-more block's rl_start, or the tab list's.
          limitStart: loadMore ? tab.rlStart : (markup?.listStart ?? ''),
          fieldOrder: own?.fieldOrder ?? markup?.fieldOrder ?? '',
          cacheBuster: createCacheBuster(environment.timers.now(), environment.random()),
          fields: mergeFields(options.fields, own?.fields ?? []),
        },
      })
      if (!result.ok) throw result.error
      if (!inFlight.has(request)) return
      inFlight.delete(request)
      const items =
        result.itemsMarkup.trim() === ''
          ? undefined
          : itemsOf(
              sanitizeToFragment(result.itemsMarkup, { source: '<listing-tabs> items_markup' }),
            )
      dispatch({ type: 'answered', request, items })
      announce(index, categoryId, loadMore, items?.count ?? 0)
    } catch (cause) {
      if (isAbortError(cause) || !inFlight.has(request)) return
      inFlight.delete(request)
      const error = cause instanceof Error ? cause : new Error(String(cause))
      environment.log.warn(
        // Joomla answers with the page itself when no listing module of that id is at that address.
        error instanceof ListingPageError
          ? `<listing-tabs>: the listing address ${resolveAgainstPage(settings.ajaxUrl, pageUrl).href} answered module id ${settings.moduleId} with an HTML page instead of the listing’s JSON; check the attributes ajax-url and module-id (or the block’s data-ajaxurl and data-modid).`
          : `<listing-tabs>: loading category ${categoryId} failed:`,
        error,
      )
      dispatch({ type: 'failed', request })
      emit<ListingErrorDetail>(element, listingErrorEvent, {
        tab: index,
        categoryId,
        request: loadMore ? 'load-more' : 'tab',
        error,
      })
    } finally {
      if (!abort.signal.aborted) announceRequestEnd(element)
    }
  }

  /** Tells the page what an answer added; an empty answer to a load-more appended nothing, but may end it. */
  function announce(index: number, categoryId: string, loadMore: boolean, added: number): void {
    const tab = store.getState().tabs[index]
    if (!tab) return
    if (loadMore && added > 0) {
      emit<ItemsAppendedDetail>(element, itemsAppendedEvent, {
        tab: index,
        categoryId,
        added,
        count: tab.count,
        total: tab.total,
      })
    } else if (!loadMore) {
      emit<TabLoadedDetail>(element, tabLoadedEvent, { tab: index, categoryId, count: tab.count })
    }
    if (tab.loadMore === 'loaded') {
      emit<AllLoadedDetail>(element, allLoadedEvent, { tab: index, categoryId, count: tab.count })
    }
  }

  return {
    dispatch,
    dispose() {
      for (const controller of inFlight.values()) controller.abort()
      inFlight.clear()
    },
  }
}
