/** Why the carousel may not move on its own: the visitor's choice, the pointer, the focus. */
export interface AutoplayState {
  /** The pause control: true until the visitor stops the rotation (or asked for less motion). */
  readonly playing: boolean
  readonly hovered: boolean
  readonly focused: boolean
}

export type AutoplayAction =
  | { readonly type: 'toggle' }
  /** Something else needs the carousel still (a drag, a playing video, less motion); only the control restarts it. */
  | { readonly type: 'stop' }
  | { readonly type: 'hover'; readonly inside: boolean }
  | { readonly type: 'focus'; readonly inside: boolean }

export function autoplayTransition(state: AutoplayState, action: AutoplayAction): AutoplayState {
  switch (action.type) {
    case 'toggle':
      return { ...state, playing: !state.playing }
    case 'stop':
      return state.playing ? { ...state, playing: false } : state
    case 'hover':
      return state.hovered === action.inside ? state : { ...state, hovered: action.inside }
    case 'focus':
      return state.focused === action.inside ? state : { ...state, focused: action.inside }
  }
}

/** The carousel advances only while playing and neither hovered nor holding the focus. */
export function isRotating(state: AutoplayState): boolean {
  return state.playing && !state.hovered && !state.focused
}
