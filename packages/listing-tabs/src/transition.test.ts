import { describe, expect, it } from 'vitest'
import { type Items, initialListingState, type ListingState } from './listing-state.ts'
import { transition } from './transition.ts'

// The reducer only keeps the nodes it is given; what they hold is the panel's concern.
const items = (count: number): Items => ({
  nodes: { fragment: document.createDocumentFragment() },
  count,
})

/** Three tabs: the first preloaded with 6 of 14 items, the others still to load. */
function block(): ListingState {
  return initialListingState(
    [
      { items: items(6), total: 14, start: '6' },
      { items: undefined, total: 8, start: '6' },
      { items: undefined, total: 20, start: '6' },
    ],
    0,
  )
}

const answer = (request: number, count = 6) =>
  ({ type: 'answered', request, items: items(count) }) as const
const emptyAnswer = (request: number) => ({ type: 'answered', request, items: undefined }) as const
// The K2 build answers `Has no content to show!.`: markup, but no item.
const itemlessAnswer = (request: number) => answer(request, 0)

function run(state: ListingState, ...actions: Parameters<typeof transition>[1][]): ListingState {
  return actions.reduce(transition, state)
}

describe('the initial state', () => {
  it('shows the preloaded tab as loaded and the others as not loaded', () => {
    const state = block()
    expect(state.tabs.map((tab) => tab.status)).toEqual(['loaded', 'not-loaded', 'not-loaded'])
    expect(state.tabs[0]).toMatchObject({ count: 6, total: 14, loadMore: 'idle' })
    expect(state.tabs[0]?.batches).toHaveLength(1)
    expect(state.tabs[0]?.entrance.run).toBe(0)
  })

  it('starts a preloaded tab that already holds every item as loaded', () => {
    const state = initialListingState([{ items: items(8), total: 8, start: '8' }], 0)
    expect(state.tabs[0]?.loadMore).toBe('loaded')
  })

  it('starts a preloaded tab without any item empty and loaded, whatever the total says', () => {
    const state = initialListingState([{ items: items(0), total: 5, start: '6' }], 0)
    expect(state.tabs[0]).toMatchObject({ status: 'loaded', count: 0, loadMore: 'loaded' })
    expect(state.tabs[0]?.batches).toEqual([])
  })

  it('keeps each load-more block’s rl_start as the server wrote it, empty included', () => {
    const state = initialListingState(
      [
        { items: items(6), total: 14, start: '' },
        { items: undefined, total: 8, start: '6' },
      ],
      0,
    )
    expect(state.tabs.map((tab) => tab.rlStart)).toEqual(['', '6'])
  })
})

describe('selecting a tab', () => {
  it('starts fetching a tab that is not loaded', () => {
    const state = run(block(), { type: 'select', index: 1 })
    expect(state.selected).toBe(1)
    expect(state.tabs[1]).toMatchObject({ status: 'processing', pending: 1 })
    expect(state.nextRequest).toBe(2)
  })

  it('does nothing when the tab is already selected', () => {
    const state = block()
    expect(transition(state, { type: 'select', index: 0 })).toBe(state)
  })

  it('closes the dropdown when the selected tab is chosen in it', () => {
    const state = run(block(), { type: 'toggle-dropdown' }, { type: 'select', index: 0 })
    expect(state.dropdownOpen).toBe(false)
    expect(state.selected).toBe(0)
  })

  it('ignores a tab that does not exist', () => {
    const state = block()
    expect(transition(state, { type: 'select', index: 7 })).toBe(state)
  })

  it('replays the entrance of a loaded tab instead of fetching it again', () => {
    const state = run(block(), { type: 'select', index: 1 }, answer(1), {
      type: 'select',
      index: 0,
    })
    expect(state.tabs[0]).toMatchObject({ status: 'loaded', pending: undefined })
    expect(state.tabs[0]?.entrance).toEqual({ run: 1, from: 0 })
    expect(state.nextRequest).toBe(2)
  })

  it('closes the dropdown on a switch', () => {
    const state = run(block(), { type: 'toggle-dropdown' }, { type: 'select', index: 1 })
    expect(state.dropdownOpen).toBe(false)
  })

  it('gives up the request of a tab left while it loads', () => {
    const state = run(block(), { type: 'select', index: 1 }, { type: 'select', index: 2 })
    expect(state.tabs[1]).toMatchObject({ status: 'not-loaded', pending: undefined })
    expect(state.tabs[2]).toMatchObject({ status: 'processing', pending: 2 })
  })

  it('fetches a left tab again when it is chosen again', () => {
    const state = run(
      block(),
      { type: 'select', index: 1 },
      { type: 'select', index: 2 },
      { type: 'select', index: 1 },
    )
    expect(state.tabs[1]).toMatchObject({ status: 'processing', pending: 3 })
  })

  it('keeps a load-more of the tab it leaves going', () => {
    const state = run(block(), { type: 'load-more' }, { type: 'select', index: 1 })
    expect(state.tabs[0]).toMatchObject({ loadMore: 'loading', pending: 1 })
  })
})

describe('a tab’s answer', () => {
  it('replaces the placeholder, counts the items and plays their entrance', () => {
    const reply = answer(1, 6)
    const state = run(block(), { type: 'select', index: 1 }, reply)
    expect(state.tabs[1]).toMatchObject({ status: 'loaded', count: 6, loadMore: 'idle' })
    expect(state.tabs[1]?.batches).toHaveLength(1)
    expect(state.tabs[1]?.batches[0]?.nodes).toBe(reply.items.nodes)
    expect(state.tabs[1]?.entrance).toEqual({ run: 1, from: 0 })
  })

  it('marks the button loaded when the first page holds every item', () => {
    const state = run(block(), { type: 'select', index: 1 }, answer(1, 8))
    expect(state.tabs[1]?.loadMore).toBe('loaded')
  })

  it('can never fill a panel once a newer switch overtook its request', () => {
    const state = run(
      block(),
      { type: 'select', index: 1 },
      { type: 'select', index: 2 },
      { type: 'select', index: 1 },
      answer(1),
    )
    expect(state.tabs[1]).toMatchObject({ status: 'processing', pending: 3, batches: [] })
    expect(state.tabs[2]).toMatchObject({ status: 'not-loaded', batches: [] })
  })

  it('changes nothing when it answers a request nobody waits for', () => {
    const state = block()
    expect(transition(state, answer(42))).toBe(state)
  })

  it.each([
    ['empty markup', emptyAnswer],
    ['markup without any item', itemlessAnswer],
  ])('with %s leaves an empty tab, loaded, with nothing more to load', (_, reply) => {
    const state = run(block(), { type: 'select', index: 1 }, reply(1))
    expect(state.tabs[1]).toMatchObject({
      status: 'loaded',
      batches: [],
      count: 0,
      rlStart: '0',
      loadMore: 'loaded',
      pending: undefined,
    })
    expect(transition(state, { type: 'load-more' })).toBe(state)
  })

  it('writes the count into rl_start, as the original’s updateStatus did', () => {
    const state = run(block(), { type: 'select', index: 1 }, answer(1, 5))
    expect(state.tabs[1]?.rlStart).toBe('5')
  })
})

describe('a failed tab', () => {
  it('goes back to not loaded with the failure, so it can be retried', () => {
    const state = run(block(), { type: 'select', index: 1 }, { type: 'failed', request: 1 })
    expect(state.tabs[1]).toMatchObject({
      status: 'not-loaded',
      failure: 'tab',
      pending: undefined,
    })
    expect(state.selected).toBe(1)
  })

  it('is fetched again on retry, with the failure cleared', () => {
    const state = run(
      block(),
      { type: 'select', index: 1 },
      { type: 'failed', request: 1 },
      { type: 'retry' },
    )
    expect(state.tabs[1]).toMatchObject({ status: 'processing', pending: 2, failure: undefined })
  })

  it('ignores a retry while nothing failed', () => {
    const state = block()
    expect(transition(state, { type: 'retry' })).toBe(state)
  })

  it('ignores the failure of a request nobody waits for', () => {
    const state = run(block(), { type: 'select', index: 1 }, { type: 'select', index: 2 })
    expect(transition(state, { type: 'failed', request: 1 })).toBe(state)
  })
})

describe('load more', () => {
  it('asks for the next page and turns the button to loading', () => {
    const state = run(block(), { type: 'load-more' })
    expect(state.tabs[0]).toMatchObject({ loadMore: 'loading', pending: 1 })
  })

  it('ignores clicks while loading', () => {
    const loading = run(block(), { type: 'load-more' })
    expect(transition(loading, { type: 'load-more' })).toBe(loading)
  })

  it('appends the answer, counts on and animates only the new items', () => {
    const state = run(block(), { type: 'load-more' }, answer(1, 6))
    expect(state.tabs[0]).toMatchObject({
      count: 12,
      added: 6,
      loadMore: 'idle',
      pending: undefined,
    })
    expect(state.tabs[0]?.batches).toHaveLength(2)
    expect(state.tabs[0]?.entrance).toEqual({ run: 1, from: 6 })
  })

  it('counts what it added until the visitor chooses its tab again; a tab’s first answer adds nothing', () => {
    const first = run(block(), { type: 'select', index: 1 }, answer(1, 6))
    expect(first.tabs[1]?.added).toBe(0)
    const more = run(first, { type: 'select', index: 0 }, { type: 'load-more' }, answer(2, 4))
    expect(more.tabs[0]?.added).toBe(4)
    expect(run(more, { type: 'select', index: 1 }).tabs[0]?.added).toBe(4)
    expect(
      run(more, { type: 'select', index: 1 }, { type: 'select', index: 0 }).tabs[0]?.added,
    ).toBe(0)
  })

  it('forgets what the load-more before it brought once the next one fails', () => {
    const more = run(block(), { type: 'load-more' }, answer(1, 4))
    const failed = run(more, { type: 'load-more' }, { type: 'failed', request: 2 })
    expect(failed.tabs[0]).toMatchObject({ added: 0, count: 10, failure: 'load-more' })
  })

  it('keeps each batch of a tab apart by an id of its own, the server’s and each answer’s', () => {
    const state = run(
      block(),
      { type: 'load-more' },
      answer(1, 2),
      { type: 'load-more' },
      answer(2, 2),
    )
    const ids = state.tabs[0]?.batches.map((batch) => batch.id)
    expect(new Set(ids).size).toBe(3)
  })

  it('turns loaded once the count reaches the total, and then ignores clicks', () => {
    const state = run(
      block(),
      { type: 'load-more' },
      answer(1, 6),
      { type: 'load-more' },
      answer(2, 2),
    )
    expect(state.tabs[0]).toMatchObject({ count: 14, loadMore: 'loaded' })
    expect(transition(state, { type: 'load-more' })).toBe(state)
  })

  it.each([
    ['empty markup', emptyAnswer],
    ['markup without any item', itemlessAnswer],
  ])(
    'with %s keeps the items and turns loaded short of the total, then ignores clicks',
    (_, reply) => {
      const state = run(
        block(),
        { type: 'load-more' },
        answer(1, 6),
        { type: 'load-more' },
        reply(2),
      )
      expect(state.tabs[0]).toMatchObject({
        count: 12,
        added: 0,
        total: 14,
        rlStart: '12',
        loadMore: 'loaded',
      })
      expect(state.tabs[0]?.batches).toHaveLength(2)
      expect(transition(state, { type: 'load-more' })).toBe(state)
    },
  )

  it('keeps what was shown when it fails, and may be clicked again', () => {
    const failed = run(block(), { type: 'load-more' }, { type: 'failed', request: 1 })
    expect(failed.tabs[0]).toMatchObject({ count: 6, loadMore: 'idle', failure: 'load-more' })
    expect(failed.tabs[0]?.batches).toHaveLength(1)
    const again = transition(failed, { type: 'load-more' })
    expect(again.tabs[0]).toMatchObject({ loadMore: 'loading', failure: undefined, pending: 2 })
  })

  it('failing while another tab is shown, is told by the block until that tab is shown again', () => {
    const away = run(
      block(),
      { type: 'load-more' },
      { type: 'select', index: 1 },
      { type: 'failed', request: 1 },
    )
    expect(away.missedFailures).toEqual([0])
    expect(away.tabs[0]?.failure).toBe('load-more')
    expect(transition(away, { type: 'select', index: 2 }).missedFailures).toEqual([0])
    const back = transition(away, { type: 'select', index: 0 })
    expect(back.missedFailures).toEqual([])
    expect(back.tabs[0]?.failure).toBe('load-more')
  })

  it('failing in the tab shown, is left to that tab’s own message', () => {
    const state = run(block(), { type: 'load-more' }, { type: 'failed', request: 1 })
    expect(state.missedFailures).toEqual([])
  })

  it('is ignored on a tab that is not loaded', () => {
    const state = run(block(), { type: 'select', index: 1 })
    expect(transition(state, { type: 'load-more' })).toBe(state)
  })

  it('keeps a count per tab', () => {
    const state = run(
      block(),
      { type: 'load-more' },
      answer(1, 6),
      { type: 'select', index: 1 },
      answer(2, 6),
    )
    expect(state.tabs.map((tab) => tab.count)).toEqual([12, 6, 0])
  })

  it('lands in its own tab even when another tab is selected by then', () => {
    const state = run(block(), { type: 'load-more' }, { type: 'select', index: 1 }, answer(1, 6))
    expect(state.tabs[0]?.count).toBe(12)
    expect(state.tabs[1]).toMatchObject({ status: 'processing', count: 0 })
  })
})

describe('the dropdown', () => {
  it('opens and closes on toggle', () => {
    const open = transition(block(), { type: 'toggle-dropdown' })
    expect(open.dropdownOpen).toBe(true)
    expect(transition(open, { type: 'toggle-dropdown' }).dropdownOpen).toBe(false)
  })

  it('closes, and a closed one stays as it is', () => {
    const open = transition(block(), { type: 'toggle-dropdown' })
    expect(transition(open, { type: 'close-dropdown' }).dropdownOpen).toBe(false)
    const closed = block()
    expect(transition(closed, { type: 'close-dropdown' })).toBe(closed)
  })
})
