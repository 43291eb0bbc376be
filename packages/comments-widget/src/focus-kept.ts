/**
 * Controls the view put the focus back on after a render replaced the one
 * the visitor was on (`view/focus-keeper.ts`), each with the control it
 * stands for (itself, where the render only moved it). Until the visitor acts
 * again, the focus there is where they were: a focus move asked for by an
 * answer (the refresh's, say, back onto its link) goes ahead where that
 * control is the one they asked from, and gives way where they had moved on
 * to another while the answer was out.
 */
export const keptFocus = new WeakMap<Element, Element>()

/** The control the visitor was on: the one a kept copy stands for, else the element itself. */
export function visitorsControl(element: Element): Element {
  return keptFocus.get(element) ?? element
}
