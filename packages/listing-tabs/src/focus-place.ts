import {
  type ControlPlace,
  controlAt,
  controlText,
  documentProperty,
  placeOf,
} from '@jc/widget-kit'

// A link is told from its like by its address and its text, which the rendering keeps, all but
// the spaces: a carousel card's link is rendered again without the indentation printed in it.
const lookOf = (element: Element) =>
  `${element.getAttribute('href') ?? ''} ${controlText(element).replace(/\s+/g, '')}`

/**
 * Where the focus sat in the block the server printed (`control-place.ts` of
 * the widget kit); undefined when the focus is elsewhere. The widget renders
 * the printed items again in the same order, so the place names the element's
 * stand-in once the printed block is gone.
 */
export function focusPlaceIn(container: Element): ControlPlace | undefined {
  // Through the prototype: an article's `<img name="activeElement">` would stand in for it.
  const active = documentProperty(container.ownerDocument, 'activeElement')
  if (!active || active === container || !container.contains(active)) return undefined
  return placeOf(active, container, lookOf)
}

/**
 * Puts the focus back at `place` in the rendered block, or on its selected tab
 * where the block no longer holds the like (a video link became a play button);
 * only while the focus is nowhere, so a visitor who moved on keeps their own.
 */
export function restoreFocus(container: Element, place: ControlPlace | undefined): void {
  const page = container.ownerDocument
  const active = documentProperty(page, 'activeElement')
  if (!place || (active !== null && active !== documentProperty(page, 'body'))) return
  const target =
    (controlAt(place, container, lookOf) as HTMLElement | undefined) ??
    container.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')
  target?.focus({ preventScroll: true })
}
