import { documentProperty } from '@jc/widget-kit'

/** The element that has the focus; null where none has (the page's body). */
export function focusedElement(document: Document): Element | null {
  const active = documentProperty(document, 'activeElement')
  return active === documentProperty(document, 'body') ? null : active
}
