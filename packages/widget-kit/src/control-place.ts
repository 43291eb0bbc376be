/**
 * Where a control sits in a block, told by what survives the widget
 * rendering the block anew: the id of the nearest element that has one, and
 * which of the elements under it with the control's tag and text it is.
 */
export interface ControlPlace {
  readonly id: string
  readonly tag: string
  readonly text: string
  readonly index: number
}

const textOf = (element: Element) => element.textContent?.trim()

/** `root` and the elements under it with the place's tag and text. */
const alike = (root: Element, { tag, text }: Pick<ControlPlace, 'tag' | 'text'>) =>
  [root, ...root.querySelectorAll(tag)].filter(
    (element) => element.localName === tag && textOf(element) === text,
  )

/** The place of `control`, under `block` when nothing nearer has an id. */
export function placeOf(control: Element, block: Element): ControlPlace {
  const near = control.closest('[id]')
  const anchor = near && block.contains(near) ? near : block
  const look = { tag: control.localName, text: textOf(control) ?? '' }
  return { id: anchor.id, ...look, index: alike(anchor, look).indexOf(control) }
}

/** The control at that place under `host`, if the block there still has it. */
export function controlAt(place: ControlPlace, host: Element): Element | undefined {
  const anchor = place.id
    ? [...host.querySelectorAll('[id]')].find((element) => element.id === place.id)
    : host
  return anchor && alike(anchor, place)[place.index]
}
