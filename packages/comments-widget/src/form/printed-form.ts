import { isFormInitScript } from '@jc/protocol'

/** The form a page printed with the thread (`form_show` = 1), and its init script. */
export interface PrintedForm {
  readonly html: string
  readonly configScript: string | null
}

function previousSibling(element: Element, selector: string): Element | null {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (node.matches(selector)) return node
    if (node.id === 'comments') return null
  }
  return null
}

// Where a commenter's text or a content plugin's output sits in the printed
// thread: a form there with the form's id is a copy, never the page's form.
const threadContent = '[id^="comments-list"], .comment-body, .comment-title'

/**
 * Finds the comment form in the server's markup (protocol §4.5): its
 * heading, the site's policy and the form, with the init script that follows
 * it, never run. Null when the page printed only the link.
 */
export function printedForm(root: ParentNode): PrintedForm | null {
  const form = Array.from(root.querySelectorAll('form#comments-form')).find(
    (candidate) => candidate.closest(threadContent) === null,
  )
  if (!form) return null
  const heading = previousSibling(form, 'h4')
  const policy = previousSibling(form, '.comments-policy')
  const script = Array.from(root.querySelectorAll('script')).find((candidate) =>
    (candidate.textContent ?? '').includes('JCommentsInitializeForm'),
  )
  // Only found here: the form's chunk reads it, as data.
  const source = script?.textContent ?? ''
  return {
    html: [heading, policy, form].map((element) => element?.outerHTML ?? '').join('\n'),
    configScript: isFormInitScript(source) ? source : null,
  }
}
