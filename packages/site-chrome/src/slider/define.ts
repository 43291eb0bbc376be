import { defineElement } from '@jc/widget-kit'
import { ContentSlider } from './content-slider.tsx'
import type { SliderDetail } from './slider-events.ts'

export const contentSliderTag = 'content-slider'

/**
 * Registers `<content-slider>`; registering twice is harmless.
 *
 * @summary A slider on keen-slider over bxSlider's markup, with dots and a pause/play button.
 *
 * Markup: bxSlider's, inside the element: a wrapper (`section.bx-wrapper`,
 * whose id, classes, `aria-label` and `data-*` settings are kept) around a
 * `.bxslider` or `.slides` list whose children are the slides, and an
 * optional `.bx-pager` whose links' texts name the dots. Slides placed
 * directly inside the element work too.
 *
 * Attributes (each overrides the wrapper's `data-` attribute of the same name):
 * - `label`: the carousel's accessible name.
 * - `mode`: `horizontal` (the only one built; others fall back to it with a warning).
 * - `direction`: `next` (default) or `prev`, the way the rotation goes.
 * - `speed`: the slide animation in ms (600).
 * - `pause`: how long each slide stays, in ms (2500).
 * - `auto`: `true` (default) or `false`, whether it rotates by itself.
 * - `repeat`: `true` (default) or `false`; without repeat the rotation stops at the last slide.
 * - `hover-pause`: `true` (default) or `false`, whether a mouse or pen over it pauses it.
 * - `lang`: else the nearest ancestor's; `fa` is Persian, right to left.
 * A value that cannot be used is named in the console as written, and the
 * wrapper's `data-` value, else the default, is used instead.
 * Focus inside the slides or on a dot pauses the rotation; so does a visitor's
 * reduced-motion setting, until they press play.
 *
 * @event slider-changed - `{ index, count }` whenever another slide comes into view.
 *
 * @cssproperty --content-slider-control-size - The pause/play button's size.
 * @cssproperty --content-slider-control-background - Its background.
 * @cssproperty --content-slider-control-color - Its glyph colour.
 * @cssproperty --content-slider-dot-color - The dots' ring and fill.
 * @cssproperty --content-slider-dot-size - The dots' size.
 * @cssproperty --content-slider-focus - The focus ring's colour.
 */
export function defineContentSlider(registry?: CustomElementRegistry): Promise<void> {
  return defineElement({
    tag: contentSliderTag,
    component: ContentSlider,
    attributes: {
      label: 'string',
      mode: 'string',
      direction: 'string',
      // Read as text, so that a wrong value is named as the author wrote it.
      speed: 'string',
      pause: 'string',
      auto: 'string',
      repeat: 'string',
      hoverPause: 'string',
    },
    ...(registry ? { registry } : {}),
  })
}

declare global {
  interface HTMLElementTagNameMap {
    'content-slider': HTMLElement
  }
  interface GlobalEventHandlersEventMap {
    'slider-changed': CustomEvent<SliderDetail>
  }
}
