import type { ElementWidth } from './element-width.ts'

/**
 * What `followWidth` uses of a keen-slider instance; widget-kit does not
 * depend on keen-slider.
 */
export interface SizedSlider {
  readonly container: HTMLElement
  on(hook: 'created' | 'destroyed', listener: () => void): void
  update(): void
}

/**
 * A keen-slider plugin. keen-slider measures its strip when it starts and
 * when the window is resized, not when the strip alone changes width (a
 * column the template narrows once the resize is over, a scrollbar that
 * comes): the slides would keep the old width, and each move would go by it.
 * This measures again at each new width, and once the strip is first laid
 * out, in case it changed since keen-slider started.
 */
export function followWidth(width: ElementWidth): (slider: SizedSlider) => void {
  return (slider) => {
    let stop = () => {}
    slider.on('created', () => {
      stop = width.observe(slider.container, () => slider.update())
    })
    slider.on('destroyed', () => stop())
  }
}
