import { documentProperty } from '@jc/widget-kit'

/**
 * Where the focus sat in the block the server printed: the focused element's
 * tag, and which of the block's elements alike (same tag, address and text) it
 * was. The widget renders those again in the same order, so the place names the
 * element's stand-in once the printed block is gone.
 */
export interface FocusPlace {
  readonly tag: string
  readonly key: string
  readonly index: number
}

const keyOf = (element: Element) =>
  `${element.getAttribute('href') ?? ''} ${element.textContent?.trim() ?? ''}`

const alike = (root: Element, tag: string, key: string) =>
  [...root.querySelectorAll<HTMLElement>(tag)].filter((element) => keyOf(element) === key)

/** The focus's place in `container`; undefined when the focus is elsewhere. */
export function focusPlaceIn(container: Element): FocusPlace | undefined {
  // Through the prototype: an article's `<img name="activeElement">` would stand in for it.
  const active = documentProperty(container.ownerDocument, 'activeElement')
  if (!active || active === container || !container.contains(active)) return undefined
  const tag = active.localName
  const key = keyOf(active)
  return { tag, key, index: alike(container, tag, key).indexOf(active as HTMLElement) }
}

/**
 * Puts the focus back at `place` in the rendered block, or on its selected tab
 * where the block no longer holds the like (a video link became a play button);
 * only while the focus is nowhere, so a visitor who moved on keeps their own.
 */
export function restoreFocus(container: Element, place: FocusPlace | undefined): void {
  const page = container.ownerDocument
  const active = documentProperty(page, 'activeElement')
  if (!place || (active !== null && active !== documentProperty(page, 'body'))) return
  const target =
    alike(container, place.tag, place.key)[place.index] ??
    container.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')
  target?.focus({ preventScroll: true })
}
