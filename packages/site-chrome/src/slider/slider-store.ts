import { type ReducerStore, reducerStore } from '../reducer-store.ts'
import type { SliderSettings } from './slider-settings.ts'
import {
  initialSliderState,
  type SliderAction,
  type SliderState,
  sliderTransition,
} from './slider-state.ts'

export type SliderStore = ReducerStore<SliderState, SliderAction>

/** One store per `<content-slider>`, seeded from its markup and settings. */
export function createSliderStore(
  count: number,
  settings: SliderSettings,
  reducedMotion: boolean,
): SliderStore {
  return reducerStore(initialSliderState(count, settings, reducedMotion), sliderTransition)
}
