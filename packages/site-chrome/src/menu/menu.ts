import {
  documentProperty,
  elementById,
  emit,
  pageWindow,
  queryPage,
  warnAttribute,
} from '@jc/widget-kit'
import { reducerStore } from '../reducer-store.ts'
import { keepMenuFocusShown } from './menu-focus.ts'
import { menuTransition } from './menu-state.ts'

/** Dispatched on the menu button whenever the menu opens or closes. */
export const menuToggleEvent = 'site-chrome:menu-toggle'

export interface MenuToggleDetail {
  readonly open: boolean
  /** The menu the button controls. */
  readonly menu: Element
}

declare global {
  interface GlobalEventHandlersEventMap {
    [menuToggleEvent]: CustomEvent<MenuToggleDetail>
  }
}

/** The template's hamburger buttons: each names the menu it shows and hides. */
export const menuButtonSelector = 'button.menu-toggle[aria-controls]'

/**
 * The class the template's stylesheet waits for before it collapses the menu
 * on small screens: without a working button the menu must stay open.
 */
export const scriptedClass = 'js'

/**
 * Turns the template's hamburger buttons into disclosure buttons (APG
 * disclosure pattern): the button toggles `aria-expanded`, the stylesheet
 * shows or hides the menu it controls from that, Escape closes the menu and
 * brings focus back to the button when it was inside, and focus follows
 * when a resize hides the one of the two that has it. Returns a function
 * that undoes it all.
 */
export function startMenus(document: Document): () => void {
  const buttons = queryPage<HTMLButtonElement>(document, 'button.menu-toggle')
  const stops = Array.from(buttons).flatMap((button) => {
    const id = button.getAttribute('aria-controls')
    const menu = elementById(document, id ?? '')
    if (menu) return [enhanceMenuButton(button, menu)]
    // Otherwise the button does nothing, and the author would not know why.
    warnAttribute(
      'button.menu-toggle',
      'aria-controls',
      id,
      'the id of the menu it shows and hides',
    )
    return []
  })
  if (stops.length === 0) return () => {}
  const root = documentProperty(document, 'documentElement')
  const addedClass = !root.classList.contains(scriptedClass)
  root.classList.add(scriptedClass)
  return () => {
    for (const stop of stops) stop()
    if (addedClass) root.classList.remove(scriptedClass)
  }
}

/**
 * One Escape closes only the topmost thing: not the menu when something over
 * it already handled the key (a lightbox marks it so), or when it was pressed
 * inside an open dialog, which the browser closes on its own.
 */
function escapeTakenAbove(event: KeyboardEvent): boolean {
  return (
    event.defaultPrevented ||
    (event.target instanceof Element && event.target.closest('dialog[open]') !== null)
  )
}

function enhanceMenuButton(button: HTMLButtonElement, menu: HTMLElement): () => void {
  const document = button.ownerDocument
  // Escape is heard on the window, past anything the page names `addEventListener`.
  const view = pageWindow(document)
  const store = reducerStore(
    { open: button.getAttribute('aria-expanded') === 'true' },
    menuTransition,
  )
  button.setAttribute('aria-expanded', String(store.getState().open))

  const unsubscribe = store.subscribe(({ open }) => {
    button.setAttribute('aria-expanded', String(open))
    emit<MenuToggleDetail>(button, menuToggleEvent, { open, menu })
  })
  const onClick = () => store.dispatch({ type: 'toggle' })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !store.getState().open || escapeTakenAbove(event)) return
    const focusWasInside = menu.contains(documentProperty(document, 'activeElement'))
    store.dispatch({ type: 'close' })
    if (focusWasInside) button.focus()
  }
  button.addEventListener('click', onClick)
  view?.addEventListener('keydown', onKeyDown)
  const stopKeepingFocus = keepMenuFocusShown(button, menu)
  return () => {
    stopKeepingFocus()
    unsubscribe()
    button.removeEventListener('click', onClick)
    view?.removeEventListener('keydown', onKeyDown)
  }
}
