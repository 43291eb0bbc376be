import {
  duration,
  type ElementWidth,
  followWidth,
  landDragAtOnce,
  type MotionPreference,
} from '@jc/widget-kit'
import KeenSlider from 'keen-slider'

export interface SliderOptions {
  readonly loop: boolean
  readonly perView: number
  /** Pixels between two cards. */
  readonly spacing: number
  /** Milliseconds one move takes. */
  readonly speed: number
  /** The card it starts at, by index in the markup: it and those after it are in view. */
  readonly initial: number
  readonly rtl: boolean
  /** Under reduced motion a move is made at once, and so is the snap that ends a drag. */
  readonly motion: MotionPreference
  /** Word when the list changes width, which keen-slider hears only from a window resize. */
  readonly width: ElementWidth
  /**
   * The cards in view, by index in the markup and in the order they are drawn from the list's
   * start, each time the slider comes to rest: made, moved, dragged, or laid out again.
   */
  readonly shown: (cards: readonly number[]) => void
  /** The visitor drags the cards: called once a press has moved along the list. */
  readonly dragged: () => void
}

/** What the carousel asks of its slider; tests replace keen-slider with a stand-in. */
export interface Slider {
  next(): void
  previous(): void
  destroy(): void
}

export type SliderFactory = (container: HTMLElement, options: SliderOptions) => Slider

/** What `cardsInView` reads of keen-slider's track. */
export interface TrackDetails {
  readonly slides: readonly { readonly portion: number; readonly distance: number }[]
}

/**
 * The cards more than half in view, nearest the list's start first (a looping list shows
 * its last card before its first). At rest a card is wholly in view or out of it; the half
 * keeps a rounding error from counting either way. Right to left, keen-slider measures a
 * card's distance from the list's left edge, which is its end there.
 */
export function cardsInView(details: TrackDetails | null, rtl: boolean): number[] {
  if (!details) return []
  const fromStart = rtl ? -1 : 1
  return details.slides
    .map((slide, index) => ({ index, ...slide }))
    .filter((slide) => slide.portion > 0.5)
    .sort((a, b) => (a.distance - b.distance) * fromStart)
    .map((slide) => slide.index)
}

/**
 * keen-slider over the carousel's cards. Narrow windows show fewer cards:
 * two up to 767 px, one up to 479 px (the module's own breakpoints).
 */
export const keenSlider: SliderFactory = (container, options) => {
  const slides = (perView: number) => ({ perView, spacing: options.spacing })
  const rest = (slider: { track: { details: TrackDetails | null } }) =>
    options.shown(cardsInView(slider.track.details, options.rtl))
  const instance = new KeenSlider(
    container,
    {
      selector: '.ltabs-category',
      loop: options.loop,
      initial: options.initial,
      rtl: options.rtl,
      slides: slides(options.perView),
      breakpoints: {
        '(max-width: 767px)': { slides: slides(Math.min(2, options.perView)) },
        '(max-width: 479px)': { slides: slides(1) },
      },
      // keen-slider ends a drag with a snap of its own that no animation option reaches;
      // reduced motion is asked at each drag, as at each move.
      dragEnded: (slider) => {
        if (options.motion.reduced()) landDragAtOnce(slider)
      },
      // keen-slider says dragStarted on any press, a click on a card's link too.
      dragChecked: options.dragged,
      created: rest,
      animationEnded: rest,
      // A breakpoint's other number of cards, or a new width.
      optionsChanged: rest,
      updated: rest,
    },
    [followWidth(options.width)],
  )
  // Asked at each move, so turning reduced motion on or off applies to the next one.
  const animation = () => ({ duration: duration(options.speed, options.motion) })
  // From where a running move goes, not where the cards are on their way: a press during a
  // move (3000 ms on the module's settings) counts, instead of asking for the same card again.
  const step = (by: number) =>
    instance.moveToIdx(
      (instance.animator.targetIdx ?? instance.track.details.abs) + by,
      true,
      animation(),
    )
  return {
    next: () => step(1),
    previous: () => step(-1),
    destroy: () => instance.destroy(),
  }
}
