import {
  browserElementWidth,
  browserMotionPreference,
  browserTimers,
  type ElementWidth,
  type MotionPreference,
  type Timers,
} from '@jc/widget-kit'

/** The slider's effects on the world, replaced in tests. */
export interface SliderEnvironment {
  readonly timers: Timers
  readonly motion: MotionPreference
  /** Word when the strip of slides changes width. */
  readonly width: ElementWidth
}

export function browserSliderEnvironment(view: Window = window): SliderEnvironment {
  return {
    timers: browserTimers,
    motion: browserMotionPreference(view),
    width: browserElementWidth,
  }
}
