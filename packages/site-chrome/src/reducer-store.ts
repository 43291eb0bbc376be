import { createStore } from 'zustand/vanilla'

/**
 * The state of one enhanced piece of the page, changed only by dispatching
 * actions through its pure transition. A transition that returns the state it
 * was given changes nothing, so listeners are not called.
 */
export interface ReducerStore<State, Action> {
  getState(): State
  dispatch(action: Action): void
  subscribe(listener: (state: State, previous: State) => void): () => void
}

export function reducerStore<State, Action>(
  initial: State,
  transition: (state: State, action: Action) => State,
): ReducerStore<State, Action> {
  const store = createStore<State>()(() => initial)
  return {
    getState: store.getState,
    dispatch: (action) => store.setState(transition(store.getState(), action), true),
    subscribe: store.subscribe,
  }
}
