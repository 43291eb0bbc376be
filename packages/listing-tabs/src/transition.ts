import type { ListingAction, ListingState, TabState } from './listing-state.ts'

function replaceTab(state: ListingState, index: number, tab: TabState): ListingState {
  return { ...state, tabs: state.tabs.map((current, at) => (at === index ? tab : current)) }
}

/** Starts fetching a tab that is not loaded; the request id comes from the state, so this stays pure. */
function fetchTab(state: ListingState, index: number): ListingState {
  const tab = state.tabs[index]
  if (tab?.status !== 'not-loaded') return state
  return {
    ...replaceTab(state, index, {
      ...tab,
      status: 'processing',
      pending: state.nextRequest,
      failure: undefined,
    }),
    nextRequest: state.nextRequest + 1,
  }
}

function select(state: ListingState, index: number): ListingState {
  const target = state.tabs[index]
  if (!target || index === state.selected) {
    return state.dropdownOpen ? { ...state, dropdownOpen: false } : state
  }
  // A tab still fetching when another is chosen gives its request up: it goes
  // back to not loaded, and its answer, should one still come, is stale.
  const tabs = state.tabs.map((tab, at) =>
    at === state.selected && tab.status === 'processing'
      ? { ...tab, status: 'not-loaded' as const, pending: undefined }
      : tab,
  )
  const switched: ListingState = {
    ...state,
    tabs,
    selected: index,
    dropdownOpen: false,
    // Its panel, with the failure's own message, is shown now.
    missedFailures: state.missedFailures.filter((missed) => missed !== index),
  }
  if (target.status === 'loaded') {
    return replaceTab(switched, index, {
      ...target,
      added: 0,
      entrance: { run: target.entrance.run + 1, from: 0 },
    })
  }
  return fetchTab(switched, index)
}

function loadMore(state: ListingState): ListingState {
  const tab = state.tabs[state.selected]
  if (tab?.status !== 'loaded' || tab.loadMore !== 'idle') return state
  return {
    ...replaceTab(state, state.selected, {
      ...tab,
      loadMore: 'loading',
      pending: state.nextRequest,
      failure: undefined,
    }),
    nextRequest: state.nextRequest + 1,
  }
}

function answered(
  state: ListingState,
  action: Extract<ListingAction, { type: 'answered' }>,
): ListingState {
  const index = state.tabs.findIndex((tab) => tab.pending === action.request)
  const tab = state.tabs[index]
  if (!tab) return state
  const switching = tab.status === 'processing'
  const added = action.items?.count ?? 0
  if (action.items === undefined || added === 0) {
    // The server has nothing (more), whatever rl_total said: a tab switch
    // leaves an empty tab, a load-more has shown everything there is.
    return replaceTab(state, index, {
      ...tab,
      status: 'loaded',
      added: 0,
      rlStart: String(tab.count),
      loadMore: 'loaded',
      pending: undefined,
      failure: undefined,
    })
  }
  const batch = { id: action.request, ...action.items }
  const count = (switching ? 0 : tab.count) + added
  return replaceTab(state, index, {
    ...tab,
    status: 'loaded',
    // A tab's first answer replaces the loading placeholder; a load-more answer is appended.
    batches: switching ? [batch] : [...tab.batches, batch],
    count,
    added: switching ? 0 : added,
    rlStart: String(count),
    loadMore: count >= tab.total ? 'loaded' : 'idle',
    pending: undefined,
    failure: undefined,
    entrance: { run: tab.entrance.run + 1, from: switching ? 0 : tab.count },
  })
}

function failed(state: ListingState, request: number): ListingState {
  const index = state.tabs.findIndex((tab) => tab.pending === request)
  const tab = state.tabs[index]
  if (!tab) return state
  if (tab.status === 'processing') {
    return replaceTab(state, index, {
      ...tab,
      status: 'not-loaded',
      pending: undefined,
      failure: 'tab',
    })
  }
  const failedTab = replaceTab(state, index, {
    ...tab,
    // What the load-more before it brought is old news: the status must not say it again.
    added: 0,
    loadMore: 'idle',
    pending: undefined,
    failure: 'load-more',
  })
  // A load-more goes on when the visitor switches tabs; its failure may come while another is shown.
  return index === state.selected || state.missedFailures.includes(index)
    ? failedTab
    : { ...failedTab, missedFailures: [...state.missedFailures, index] }
}

/** Every state change of a `<listing-tabs>` block; answers to requests no tab waits for change nothing. */
export function transition(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'select':
      return select(state, action.index)
    case 'retry':
      return fetchTab(state, state.selected)
    case 'load-more':
      return loadMore(state)
    case 'answered':
      return answered(state, action)
    case 'failed':
      return failed(state, action.request)
    case 'toggle-dropdown':
      return { ...state, dropdownOpen: !state.dropdownOpen }
    case 'close-dropdown':
      return state.dropdownOpen ? { ...state, dropdownOpen: false } : state
  }
}
