import { type ReducerStore, reducerStore } from '../reducer-store.ts'
import type { SliderSettings } from './slider-settings.ts'
import {
  initialSliderState,
  type SliderAction,
  type SliderState,
  sliderTransition,
} from './slider-state.ts'

export type SliderStore = ReducerStore<SliderState, SliderAction>

/** One store per `<content-slider>`, seeded from its markup and settings, at slide `index`. */
export function createSliderStore(
  count: number,
  settings: SliderSettings,
  reducedMotion: boolean,
  index = 0,
): SliderStore {
  return reducerStore(initialSliderState(count, settings, reducedMotion, index), sliderTransition)
}
