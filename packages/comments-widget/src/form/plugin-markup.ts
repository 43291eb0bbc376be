import type { SafeFragment } from '@jc/widget-kit'

/**
 * What a ShowForm answer holds beyond the parts the widget renders itself:
 * what the site's plugins print before and after the form (the posting rules,
 * say), and what the server's form holds besides the stock fields (a captcha
 * plugin's markup, a plugin's own field). All of it sanitized: a plugin's
 * script is gone, its text and fields stay.
 */
export interface PluginMarkup {
  readonly before: SafeFragment | null
  readonly after: SafeFragment | null
  /** Rendered inside the widget's form, so that its fields are posted with it. */
  readonly inside: SafeFragment | null
}

// What tpl_form prints around the form, and inside it, that the widget renders itself.
const ownAround = 'h4, .comments-policy, #addcomments'
const ownInside = [
  '#comments-form-name, #comments-form-email, #comments-form-homepage, #comments-form-title',
  '#comments-form-comment, #comments-form-subscribe, #comments-form-buttons, .comments-policy',
  'img.captcha, span.captcha, input.captcha, input[type=hidden]',
  // By name too, for templates that print the fields without ids.
  '[name=email], [name=homepage], [name=comment], [name=subscribe]',
].join(', ')

function kept(fragment: DocumentFragment): SafeFragment | null {
  return fragment.textContent?.trim() || fragment.querySelector('*') ? { fragment } : null
}

/** Drops elements left with nothing to show or hold: no attributes, no text, no element but `br`. */
function pruneEmpty(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*')).reverse()) {
    const bare = element.attributes.length === 0 || element.localName === 'br'
    if (bare && !element.textContent?.trim() && !element.querySelector(':not(br)')) {
      element.remove()
    }
  }
}

/** Reads the plugins' markup out of a sanitized answer; `form` is the answer's form. */
export function pluginMarkup(fragment: DocumentFragment, form: Element): PluginMarkup {
  const document = fragment.ownerDocument
  const before = document.createDocumentFragment()
  const after = document.createDocumentFragment()
  let side = before
  for (const node of Array.from(fragment.childNodes)) {
    if (node.contains(form)) side = after
    else if (node.nodeType !== 1 || !(node as Element).matches(ownAround)) side.append(node)
  }
  const copy = form.cloneNode(true) as Element
  for (const own of Array.from(copy.querySelectorAll(ownInside))) {
    const field = own.closest('p')
    if (field && copy.contains(field)) field.remove()
    else own.remove()
    for (const label of Array.from(copy.querySelectorAll('label'))) {
      if (own.id && label.htmlFor === own.id) label.remove()
    }
  }
  pruneEmpty(copy)
  const inside = document.createDocumentFragment()
  inside.append(...Array.from(copy.childNodes))
  return { before: kept(before), after: kept(after), inside: kept(inside) }
}
