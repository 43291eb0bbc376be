import { legacySliderSettings, type SliderSettingsInput } from './slider-settings.ts'

export interface SlideMarkup {
  readonly id: string
  readonly className: string
  /** The slide's content, not yet sanitized. */
  readonly html: string
  /** What its dot says: the legacy pager link's text, else the slide's heading. */
  readonly name: string
}

/** The server's slider markup, read from the copy captured before the first render. */
export interface SliderMarkup {
  readonly id: string
  readonly className: string
  readonly label: string
  readonly roleDescription: string
  readonly pickerLabel: string
  readonly slides: readonly SlideMarkup[]
  readonly legacy: SliderSettingsInput
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

/**
 * Reads bxSlider's markup: a wrapper (`.bx-wrapper`, carrying `data-*`
 * settings and its label) around a `.bxslider` or `.slides` list whose
 * children are the slides, and an optional `.bx-pager` of dot links. Slides
 * placed directly inside the element work as well.
 */
export function readSliderMarkup(fragment: DocumentFragment): SliderMarkup {
  const list = fragment.querySelector('.bxslider, .slides')
  const children = Array.from(fragment.children)
  const wrapper = list ? (children.find((child) => child.contains(list)) ?? null) : null
  const slideElements = list
    ? Array.from(list.children)
    : children.filter((child) => !child.matches('.bx-pager'))
  const pagerLinks = Array.from(fragment.querySelectorAll('.bx-pager .bx-pager-link, .bx-pager a'))
  const shell = wrapper === list ? null : wrapper
  return {
    id: shell?.id ?? '',
    className: shell?.getAttribute('class') ?? '',
    label: shell?.getAttribute('aria-label') ?? '',
    roleDescription: shell?.getAttribute('aria-roledescription') ?? '',
    pickerLabel: fragment.querySelector('.bx-pager')?.getAttribute('aria-label') ?? '',
    legacy: legacySliderSettings(shell),
    slides: slideElements.map((slide, index) => ({
      id: slide.id,
      className: slide.getAttribute('class') ?? '',
      html: slide.innerHTML,
      name: text(pagerLinks[index]) || text(slide.querySelector('h1, h2, h3, h4, h5, h6')),
    })),
  }
}
