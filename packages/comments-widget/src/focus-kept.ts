/**
 * Controls the view put the focus back on after a render replaced the one
 * the visitor was on (`view/focus-keeper.ts`). Until the visitor acts again,
 * the focus there is theirs: a focus move asked for by an answer (the
 * refresh's, say, back onto its link) gives way to it, as it gives way where
 * the visitor moved on while the answer was out.
 */
export const keptFocus = new WeakSet<object>()
