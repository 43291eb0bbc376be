import { documentProperty, pageWindow } from '@jc/widget-kit'

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]'

/** Whether the element has a box on screen: not `display: none`, nor inside such an element. */
const shown = (element: Element) => element.getClientRects().length > 0

/**
 * Keeps focus on the side of the menu pair the layout shows. On a wide screen
 * the template hides the hamburger button and shows the menu; on a narrow one
 * a closed menu is hidden behind the button. When a resize (a rotated phone,
 * a widened window) hides the one that has focus, focus would fall to the
 * page's start: it moves to what stands for it instead, the menu's first
 * control (else the menu itself) for the button, the button for the menu.
 * Returns a function that stops.
 */
export function keepMenuFocusShown(button: HTMLElement, menu: HTMLElement): () => void {
  const document = button.ownerDocument
  const view = pageWindow(document)
  let madeFocusable = false

  const focusMenu = () => {
    const control = Array.from(menu.querySelectorAll<HTMLElement>(focusable)).find(shown)
    if (control) {
      control.focus()
      return
    }
    if (!shown(menu)) return
    if (!menu.hasAttribute('tabindex')) {
      menu.tabIndex = -1
      madeFocusable = true
    }
    menu.focus()
  }

  const rehome = (hidden: Element) => {
    if (shown(hidden)) return
    if (hidden === button) focusMenu()
    else if (shown(button)) button.focus()
  }

  // Chromium takes focus away from an element once it is hidden.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget === null && event.target instanceof Element) rehome(event.target)
  }
  // A browser that leaves focus on the hidden element (Firefox) is caught as the window resizes.
  const onResize = () => {
    const active = documentProperty(document, 'activeElement')
    if (active && (active === button || menu.contains(active))) rehome(active)
  }

  button.addEventListener('focusout', onFocusOut)
  menu.addEventListener('focusout', onFocusOut)
  view?.addEventListener('resize', onResize)
  return () => {
    button.removeEventListener('focusout', onFocusOut)
    menu.removeEventListener('focusout', onFocusOut)
    view?.removeEventListener('resize', onResize)
    if (madeFocusable) menu.removeAttribute('tabindex')
  }
}
