/** Where the slider stands after a move. */
export interface SliderDetail {
  /** The slide in view, from 0. */
  readonly index: number
  readonly count: number
}

export const sliderChangedEvent = 'slider-changed'
