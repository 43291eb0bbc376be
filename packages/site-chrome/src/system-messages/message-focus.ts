import { documentProperty } from '@jc/widget-kit'
import { alertSelector, closeSelector, dismissingClass } from './box-names.ts'

/**
 * Focus inside a message the visitor dismisses leaves it for the next one's
 * close button, else the previous one's, else the nearest focusable ancestor
 * of the box, so it never falls back to the top of the page. The box's code
 * and the close buttons that work without it both call it, before the message goes.
 * The page stays where it is: the browser would scroll the ancestor's top
 * into view (a page's main content, taking the header away), or the next
 * button to where it stands below a message that is still fading out.
 */
export function focusPastMessage(alert: HTMLElement, container: HTMLElement): void {
  if (!alert.contains(documentProperty(container.ownerDocument, 'activeElement'))) return
  const staying = Array.from(
    container.querySelectorAll<HTMLElement>(`${alertSelector}:not(.${dismissingClass})`),
  )
  const at = staying.indexOf(alert)
  const next = staying[at + 1] ?? staying[at - 1]
  const target =
    next?.querySelector<HTMLElement>(closeSelector) ??
    container.parentElement?.closest<HTMLElement>('[tabindex]')
  target?.focus({ preventScroll: true })
}
