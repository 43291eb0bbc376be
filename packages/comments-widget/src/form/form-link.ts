import type { HandlerAction } from '@jc/protocol'
import type { SafeFragment } from '@jc/widget-kit'
import { actionAttribute, actionOf, editElement } from '../model/markup.ts'

/**
 * The server's "Add comment" link (`a#addcomments.showform`) as a control
 * that asks for the form. A page printed without inline handlers (a site
 * under a strict CSP) has the link but not its action; the link is bound
 * here, since the quiet reload of the thread does not cover the form area.
 */
export function withFormLinkAction(
  area: SafeFragment | null,
  objectId: number,
  objectGroup: string,
): SafeFragment | null {
  if (!area) return null
  return editElement(area, 'addcomments', (link) => {
    if (!link.classList.contains('showform') || actionOf(link)) return
    const action: HandlerAction = {
      type: 'showForm',
      objectId,
      objectGroup,
      target: 'comments-form-link',
    }
    link.setAttribute(actionAttribute, JSON.stringify(action))
  })
}
