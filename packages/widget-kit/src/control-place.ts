/**
 * Where a control sits in a block, told by what survives the block being
 * rendered anew: the id of the nearest element that has one (the control's
 * own, or the block's), and which of the elements under it with the control's
 * tag and look it is.
 */
export interface ControlPlace {
  readonly id: string
  readonly tag: string
  readonly look: string
  readonly index: number
}

/**
 * What tells a control from others with its tag. Its text, by default: what
 * a server's printed block and the widget's rendering of it share. A widget
 * that renders its own markup again passes what it keeps there (an action).
 */
export type ControlLook = (element: Element) => string

export const controlText: ControlLook = (element) => element.textContent?.trim() ?? ''

/** `root` and the elements under it with the place's tag and look. */
const alike = (
  root: Element,
  { tag, look }: Pick<ControlPlace, 'tag' | 'look'>,
  lookOf: ControlLook,
) =>
  [root, ...root.querySelectorAll(tag)].filter(
    (element) => element.localName === tag && lookOf(element) === look,
  )

/** The place of `control`, under `block` when nothing nearer has an id. */
export function placeOf(control: Element, block: Element, lookOf = controlText): ControlPlace {
  const near = control.closest('[id]')
  const anchor = near && block.contains(near) ? near : block
  const like = { tag: control.localName, look: lookOf(control) }
  return { id: anchor.id, ...like, index: alike(anchor, like, lookOf).indexOf(control) }
}

/** The control at that place in `host` (or `host` itself), if the block there still has it. */
export function controlAt(
  place: ControlPlace,
  host: Element,
  lookOf = controlText,
): Element | undefined {
  const anchor = place.id
    ? [host, ...host.querySelectorAll('[id]')].find((element) => element.id === place.id)
    : host
  return anchor && alike(anchor, place, lookOf)[place.index]
}
