import { dropShadowingNames } from './sanitizer/finish.ts'

const captured = new WeakMap<Element, DocumentFragment>()

/**
 * The markup the server rendered inside an element, as it was before the
 * widget's first render replaced it. The copy lives in an inert document:
 * images in it do not load and its handlers can never fire. Captured once per
 * element, so moving the element in the page does not lose it. The copy keeps
 * every name; the printed nodes lose those that shadow the document's own.
 */
export function initialMarkup(element: Element): DocumentFragment {
  const known = captured.get(element)
  if (known) return known
  const inert = element.ownerDocument.implementation.createHTMLDocument('')
  const fragment = inert.createDocumentFragment()
  for (const child of Array.from(element.childNodes)) fragment.append(inert.importNode(child, true))
  captured.set(element, fragment)
  // The printed nodes stay in the page until the first render replaces them.
  // A name among them that shadows a property of the document
  // (`<img name="defaultView">`) goes at once: React reads
  // `document.defaultView` as it commits, and would meet the image. A printed
  // form's fields keep their names: a visitor may be typing in them.
  dropShadowingNames(element, false)
  return fragment
}
