const captured = new WeakMap<Element, DocumentFragment>()

/**
 * The markup the server rendered inside an element, as it was before the
 * widget's first render replaced it. The copy lives in an inert document:
 * images in it do not load and its handlers can never fire. Captured once per
 * element, so moving the element in the page does not lose it.
 */
export function initialMarkup(element: Element): DocumentFragment {
  const known = captured.get(element)
  if (known) return known
  const inert = element.ownerDocument.implementation.createHTMLDocument('')
  const fragment = inert.createDocumentFragment()
  for (const child of Array.from(element.childNodes)) fragment.append(inert.importNode(child, true))
  captured.set(element, fragment)
  return fragment
}
