/**
 * Controls the view put the focus back on after a render replaced the one
 * the visitor was on. Until the visitor acts again, the focus there is theirs:
 * a focus move asked for by an answer (the refresh's, say, back onto its
 * link) gives way to it, as it gives way where the visitor moved on while
 * the answer was out.
 */
const kept = new WeakSet<object>()

/** The focus was put back on this element for the visitor. */
export function keepFocusOn(element: Element): void {
  kept.add(element)
}

/** The visitor acted on or from this element: a move may take the focus from it again. */
export function releaseFocus(element: Element): void {
  kept.delete(element)
}

/** Whether the focus on this element was put back for the visitor, who has not acted since. */
export function focusKeptOn(element: unknown): boolean {
  return typeof element === 'object' && element !== null && kept.has(element)
}
