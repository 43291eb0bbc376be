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
 * shows or hides the menu it controls from that, Escape and a click
 * elsewhere close the menu and bring focus back to the button when it was
 * inside, and focus follows when a resize hides the
 * one of the two that has it. Returns a function that undoes it all.
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
 * One Escape or click closes only the topmost thing: not the menu when
 * something over it already handled it (a lightbox marks its Escape so, and
 * takes a thumbnail's click to open over the menu), or when it came from
 * inside a dialog, which the browser closes on Escape by itself. Read from
 * the path the event took: a lightbox's close button has been closed, and
 * its icon taken out of the page, by the time the window hears the click.
 */
function takenAbove(event: Event): boolean {
  return (
    event.defaultPrevented ||
    event.composedPath().some((target) => target instanceof HTMLDialogElement)
  )
}

function enhanceMenuButton(button: HTMLButtonElement, menu: HTMLElement): () => void {
  const document = button.ownerDocument
  // Escape and clicks elsewhere are heard on the window, past anything the page names
  // `addEventListener`.
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
  // Focus inside would be lost with the menu: it goes back to the button.
  const close = () => {
    const focusWasInside = menu.contains(documentProperty(document, 'activeElement'))
    store.dispatch({ type: 'close' })
    if (focusWasInside) button.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && store.getState().open && !takenAbove(event)) close()
  }
  // Heard on the click as it reaches the window, not as the finger comes down: closing the
  // menu moves up what it pushed down, which would put another element under the finger before
  // the click landed. By then focus is where the visitor tapped, and a tapped link is followed.
  const onClickElsewhere = (event: MouseEvent) => {
    const path = event.composedPath()
    if (!takenAbove(event) && !path.includes(menu) && !path.includes(button)) close()
  }
  button.addEventListener('click', onClick)
  view?.addEventListener('keydown', onKeyDown)
  view?.addEventListener('click', onClickElsewhere)
  const stopKeepingFocus = keepMenuFocusShown(button, menu)
  return () => {
    stopKeepingFocus()
    unsubscribe()
    button.removeEventListener('click', onClick)
    view?.removeEventListener('keydown', onKeyDown)
    view?.removeEventListener('click', onClickElsewhere)
  }
}
