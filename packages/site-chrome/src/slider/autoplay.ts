import type { Timers } from '@jc/widget-kit'
import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider'
import { advanceTarget, isAdvancing } from './slider-state.ts'
import type { SliderStore } from './slider-store.ts'

/** The part of a keen-slider instance the automatic advance drives. */
export type AutoplaySlider = Pick<KeenSliderInstance, 'on' | 'next' | 'prev' | 'moveToIdx'>

/**
 * keen-slider has no autoplay of its own: this plugin moves the slider on
 * after each pause, as long as the store says the slides advance (rotation
 * on, not hovered, not focused). The pause starts over after every
 * animation and whenever the slides start advancing again.
 */
export function autoplay(
  store: SliderStore,
  timers: Timers,
  pause: () => number,
): KeenSliderPlugin {
  return (slider: AutoplaySlider) => {
    let timer: number | undefined
    let unsubscribe: (() => void) | undefined

    const stop = () => {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    }

    const advance = () => {
      timer = undefined
      const state = store.getState()
      if (!isAdvancing(state)) return
      // With repeat on, keen-slider's loop makes the step past the end seamless.
      if (state.repeat) {
        if (state.direction === 'next') slider.next()
        else slider.prev()
      } else {
        slider.moveToIdx(advanceTarget(state))
      }
    }

    const schedule = () => {
      stop()
      if (isAdvancing(store.getState())) timer = timers.setTimeout(advance, pause())
    }

    slider.on('created', () => {
      schedule()
      unsubscribe = store.subscribe((state, previous) => {
        if (isAdvancing(state) !== isAdvancing(previous)) schedule()
      })
    })
    slider.on('dragStarted', stop)
    slider.on('animationEnded', schedule)
    slider.on('updated', schedule)
    slider.on('destroyed', () => {
      stop()
      unsubscribe?.()
    })
  }
}
