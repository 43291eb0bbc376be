/** The markup of a captured fragment as text, for the sanitizing boundary to read. */
export function markupOf(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div')
  holder.append(fragment.cloneNode(true))
  return holder.innerHTML
}
