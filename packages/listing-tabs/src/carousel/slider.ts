import KeenSlider from 'keen-slider'

export interface SliderOptions {
  readonly loop: boolean
  readonly perView: number
  /** Pixels between two cards. */
  readonly spacing: number
  /** Milliseconds one move takes. */
  readonly speed: number
  readonly rtl: boolean
}

/** What the carousel asks of its slider; tests replace keen-slider with a stand-in. */
export interface Slider {
  next(): void
  previous(): void
  moveTo(index: number): void
  destroy(): void
}

export type SliderFactory = (container: HTMLElement, options: SliderOptions) => Slider

/**
 * keen-slider over the carousel's cards. Narrow windows show fewer cards:
 * two up to 767 px, one up to 479 px (the module's own breakpoints).
 */
export const keenSlider: SliderFactory = (container, options) => {
  const slides = (perView: number) => ({ perView, spacing: options.spacing })
  const instance = new KeenSlider(container, {
    selector: '.ltabs-category',
    loop: options.loop,
    rtl: options.rtl,
    defaultAnimation: { duration: options.speed },
    slides: slides(options.perView),
    breakpoints: {
      '(max-width: 767px)': { slides: slides(Math.min(2, options.perView)) },
      '(max-width: 479px)': { slides: slides(1) },
    },
  })
  return {
    next: () => instance.next(),
    previous: () => instance.prev(),
    moveTo: (index) => instance.moveToIdx(index),
    destroy: () => instance.destroy(),
  }
}
