import { documentProperty } from '@jc/widget-kit'

/**
 * Keeps Tab inside an open modal dialog. `showModal()` already makes the
 * page inert, but from the last control the browser would move focus out to
 * its own toolbar; the dialog's controls take turns instead.
 */
export function keepTabInside(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return
  const controls = Array.from(container.querySelectorAll<HTMLElement>('button, [href], [tabindex]'))
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  // Through the prototype: `<img name="activeElement">` in the page would stand in for it.
  const active = documentProperty(container.ownerDocument, 'activeElement')
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
