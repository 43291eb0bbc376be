import { documentProperty } from '@jc/widget-kit'

/** The element that has the focus; null where none has (the page's body). */
export function focusedElement(document: Document): Element | null {
  const active = documentProperty(document, 'activeElement')
  return active === documentProperty(document, 'body') ? null : active
}

/**
 * Whether the visitor has gone on to another part of the page (the focus is
 * outside `block`): a form that arrives after they asked for it then leaves
 * the focus where they put it. Focus on the body or in the block is theirs to
 * give to the form.
 */
export function focusLeft(block: Element | null, focused: Element | null): boolean {
  return block !== null && focused !== null && !block.contains(focused)
}
