/**
 * The server's own form in a sanitized answer, found by what it is and never
 * by where it stands: content plugins print other forms around it (a login
 * box, a newsletter sign-up), and a comment can copy its id. It is the form
 * with the protocol's id or name that holds every field the protocol names.
 */
export function serverForm(
  root: ParentNode,
  identity: string,
  fields: readonly string[],
): Element | null {
  const candidates = root.querySelectorAll(`form#${identity}, form[name="${identity}"]`)
  for (const form of Array.from(candidates)) {
    if (fields.every((field) => form.querySelector(`[name="${field}"]`))) return form
  }
  return null
}

/** The console's words for an answer that should hold a form and holds none: the state stays. */
export function unknownForm(identity: string, html: string): string {
  const excerpt = html.replace(/\s+/g, ' ').trim().slice(0, 80)
  return `<jc-comments>: the answer holds no form#${identity} with the fields the protocol names; nothing changed. It began: ${excerpt}`
}
