// @vitest-environment jsdom
import { sanitizeToFragment } from '@jc/widget-kit'
import { describe, expect, it } from 'vitest'
import { initialState } from '../model/initial-state.ts'
import { createCommentsStore } from '../model/store.ts'
import { sliceThread } from '../model/thread-slices.ts'
import { createThreadFeeder, type ThreadSlicing, wholeThreads } from './thread-feeder.ts'

const item = (id: number) =>
  `<div class="even" id="comment-item-${id}"><div class="comment-body">comment ${id}</div></div>`
const thread = (...ids: number[]) =>
  `<h4>Comments</h4><div class="comments-list" id="comments-list-0">${ids.map(item).join('')}</div>`

/** Slices of about two comments, and turns the test hands out one by one, with the kind of each. */
function manualSlicing() {
  const turns: (() => void)[] = []
  const kinds: string[] = []
  const turn = (kind: string) => () =>
    new Promise<void>((resolve) => {
      kinds.push(kind)
      turns.push(resolve)
    })
  const slicing: ThreadSlicing = {
    slice: (html, keep) => sliceThread(html, 150, 150, keep),
    afterPaint: turn('paint'),
    yieldToBrowser: turn('yield'),
  }
  const nextTurn = async () => {
    turns.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { slicing, nextTurn, kinds }
}

function feederWith(slicing: ThreadSlicing, visitorAt: number | null = null) {
  const store = createCommentsStore(initialState(null))
  const feeder = createThreadFeeder({
    store,
    prepare: (html) => sanitizeToFragment(html),
    slicing,
    visitorAt: () => visitorAt,
  })
  return { store, feeder, roots: () => store.getState().thread.roots }
}

describe('the thread feeder', () => {
  it('shows a whole thread at once where sanitizing is fast', async () => {
    const { feeder, roots } = feederWith(wholeThreads)
    await feeder.replace(thread(1, 2, 3, 4, 5, 6))
    expect(roots()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('shows the first screen at once and the rest a slice per turn of the browser', async () => {
    const { slicing, nextTurn, kinds } = manualSlicing()
    const { feeder, roots, store } = feederWith(slicing)
    const done = feeder.replace(thread(1, 2, 3, 4, 5, 6))
    const first = roots()
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThan(6)
    expect(store.getState().thread.head).not.toBeNull()
    await nextTurn()
    expect(roots().length).toBeGreaterThan(first.length)
    for (let turn = 0; turn < 6; turn++) await nextTurn()
    await done
    expect(roots()).toEqual([1, 2, 3, 4, 5, 6])
    // The first slice waits for the first screen's paint, the others only yield.
    expect(kinds[0]).toBe('paint')
    expect(kinds.slice(1).length).toBeGreaterThan(0)
    expect(new Set(kinds.slice(1))).toEqual(new Set(['yield']))
    expect(store.getState().thread.comments[6]?.element.textContent).toContain('comment 6')
  })

  it('shows the comment the visitor is at in the first screen, whatever comes above it', async () => {
    const { slicing, nextTurn } = manualSlicing()
    const { feeder, roots } = feederWith(slicing, 5)
    const done = feeder.replace(thread(1, 2, 3, 4, 5, 6))
    expect(roots()).toEqual([1, 2, 3, 4, 5])
    for (let turn = 0; turn < 3; turn++) await nextTurn()
    await done
    expect(roots()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('drops the slices of a thread a newer one replaced', async () => {
    const { slicing, nextTurn } = manualSlicing()
    const { feeder, roots } = feederWith(slicing)
    void feeder.replace(thread(1, 2, 3, 4, 5, 6))
    const newer = feeder.replace(thread(11, 12))
    for (let turn = 0; turn < 8; turn++) await nextTurn()
    await newer
    expect(roots()).toEqual([11, 12])
  })
})
