/**
 * The server's own form in a sanitized answer, found by what it is and never
 * by where it stands: content plugins print other forms around it (a login
 * box, a newsletter sign-up), and a comment can copy its id. It is the form
 * with the protocol's id or name that holds every field the protocol names.
 */
export const serverForm = (root: ParentNode, identity: string, fields: readonly string[]) =>
  Array.from(root.querySelectorAll(`form#${identity},form[name=${identity}]`)).find((form) =>
    fields.every((field) => form.querySelector(`[name=${field}]`)),
  ) ?? null

/** The console's words for an answer that should hold a form and holds none: the state stays. */
export const unknownForm = (identity: string, html: string) =>
  `<jc-comments>: no form#${identity} in the answer, nothing changed: ${html.slice(0, 80)}`
