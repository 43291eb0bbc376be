import type { ElementWidth } from '@jc/widget-kit'
import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider'

/** The part of a keen-slider instance that has to follow its strip's width. */
export type SizedSlider = Pick<KeenSliderInstance, 'on' | 'container' | 'update'>

/**
 * keen-slider measures its strip when it starts and when the window is
 * resized, not when the strip alone changes width (a column the template
 * narrows once the resize is over, a scrollbar that comes): the slides would
 * keep the old width, and each move would go by it. This plugin measures
 * again at each new width, and once the strip is first laid out, in case it
 * changed since keen-slider started.
 */
export function followWidth(width: ElementWidth): KeenSliderPlugin {
  return (slider: SizedSlider) => {
    let stop = () => {}
    slider.on('created', () => {
      stop = width.observe(slider.container, () => slider.update())
    })
    slider.on('destroyed', () => stop())
  }
}
