import {
  browserMotionPreference,
  browserTimers,
  type MotionPreference,
  type Timers,
} from '@jc/widget-kit'

/** The slider's effects on the world, replaced in tests. */
export interface SliderEnvironment {
  readonly timers: Timers
  readonly motion: MotionPreference
}

export function browserSliderEnvironment(view: Window = window): SliderEnvironment {
  return { timers: browserTimers, motion: browserMotionPreference(view) }
}
