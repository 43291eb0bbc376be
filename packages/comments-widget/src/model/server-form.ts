/**
 * The server's own form in a sanitized answer, found by what it is and never
 * by where it stands: content plugins print other forms around it (a login
 * box, a newsletter sign-up), and a comment can copy its id. It is the form
 * with the protocol's id or name that holds every field the protocol names.
 * A plugin can print a copy of it before the real one (another article's
 * form, say), which only whose form it is tells apart: `own` names fields
 * and the values the widget's own form holds (its object id and group). The
 * first form holding them is taken; when none does, the first of its kind.
 */
export function serverForm(
  root: ParentNode,
  identity: string,
  fields: readonly string[],
  own: Readonly<Record<string, string>> = {},
): Element | null {
  const forms = Array.from(root.querySelectorAll(`form#${identity},form[name=${identity}]`)).filter(
    (form) => fields.every((field) => form.querySelector(`[name=${field}]`)),
  )
  const isOwn = (form: Element) =>
    Object.entries(own).every(
      ([field, value]) => form.querySelector(`[name=${field}]`)?.getAttribute('value') === value,
    )
  return forms.find(isOwn) ?? forms[0] ?? null
}

/** The console's words for an answer that should hold a form and holds none: the state stays. */
export const unknownForm = (identity: string, html: string) =>
  `<jc-comments>: no form#${identity} in the answer, nothing changed: ${html.slice(0, 80)}`
