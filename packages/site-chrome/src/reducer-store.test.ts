// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { reducerStore } from './reducer-store.ts'

type Action = { type: 'add'; amount: number } | { type: 'keep' }
const transition = (state: { total: number }, action: Action) =>
  action.type === 'add' ? { total: state.total + action.amount } : state

describe('reducerStore', () => {
  it('moves through its transition and tells listeners the new and old state', () => {
    const store = reducerStore({ total: 1 }, transition)
    const listener = vi.fn()
    store.subscribe(listener)
    store.dispatch({ type: 'add', amount: 2 })
    expect(store.getState()).toEqual({ total: 3 })
    expect(listener).toHaveBeenCalledWith({ total: 3 }, { total: 1 })
  })

  it('stays quiet when the transition changes nothing', () => {
    const store = reducerStore({ total: 1 }, transition)
    const listener = vi.fn()
    store.subscribe(listener)
    store.dispatch({ type: 'keep' })
    expect(listener).not.toHaveBeenCalled()
  })
})
