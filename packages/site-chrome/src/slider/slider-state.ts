import type { AutoDirection, SliderSettings } from './slider-settings.ts'

export interface SliderState {
  readonly count: number
  /** The slide in view, from 0. */
  readonly index: number
  readonly auto: boolean
  readonly repeat: boolean
  readonly direction: AutoDirection
  readonly hoverPause: boolean
  readonly reducedMotion: boolean
  /** Whether rotation is on: the visitor's pause/play choice, or where it ended. */
  readonly rotating: boolean
  readonly hovered: boolean
  /** Keyboard or pointer focus is inside, other than on the rotation button. */
  readonly focused: boolean
}

export type SliderAction =
  | { readonly type: 'settled'; readonly index: number }
  | { readonly type: 'hovered'; readonly inside: boolean }
  | { readonly type: 'focused'; readonly inside: boolean }
  | { readonly type: 'rotationToggled' }
  | { readonly type: 'motionChanged'; readonly reduced: boolean }
  | { readonly type: 'configured'; readonly settings: SliderSettings }

export function initialSliderState(
  count: number,
  settings: SliderSettings,
  reducedMotion: boolean,
  index = 0,
): SliderState {
  return {
    count,
    index,
    auto: settings.auto,
    repeat: settings.repeat,
    direction: settings.direction,
    hoverPause: settings.hoverPause,
    reducedMotion,
    rotating: settings.auto && !reducedMotion,
    hovered: false,
    focused: false,
  }
}

/** The slide where rotation without repeat stops. */
function endOf(state: SliderState): number {
  return state.direction === 'next' ? state.count - 1 : 0
}

function changed(state: SliderState, next: Partial<SliderState>): SliderState {
  const keys = Object.keys(next) as (keyof SliderState)[]
  return keys.every((key) => state[key] === next[key]) ? state : { ...state, ...next }
}

export function sliderTransition(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'settled': {
      if (action.index < 0 || action.index >= state.count) return state
      const ended = !state.repeat && action.index === endOf(state)
      return changed(state, { index: action.index, rotating: state.rotating && !ended })
    }
    case 'hovered':
      return changed(state, { hovered: action.inside })
    case 'focused':
      return changed(state, { focused: action.inside })
    case 'rotationToggled':
      return { ...state, rotating: !state.rotating }
    case 'motionChanged':
      // Less motion stops the rotation; more motion does not restart it on its own.
      return changed(state, {
        reducedMotion: action.reduced,
        rotating: state.rotating && !action.reduced,
      })
    case 'configured': {
      const { auto, repeat, direction, hoverPause } = action.settings
      const rotating = auto === state.auto ? state.rotating : auto && !state.reducedMotion
      return changed(state, { auto, repeat, direction, hoverPause, rotating })
    }
  }
}

/** Whether the slides move on by themselves now. */
export function isAdvancing(state: SliderState): boolean {
  return state.rotating && state.count > 1 && !state.focused && !(state.hoverPause && state.hovered)
}

/**
 * The slide the next automatic step shows. Past the end it starts over: with
 * repeat that is the loop, without it the rotation has stopped there, and
 * only a visitor who starts it again gets here.
 */
export function advanceTarget(state: SliderState): number {
  const step = state.direction === 'next' ? 1 : -1
  return (state.index + step + state.count) % state.count
}
