import { browserTimers, documentProperty, emit, pageWindow, type Timers } from '@jc/widget-kit'
import { reducerStore } from '../reducer-store.ts'
import { debounce } from './debounce.ts'
import { type ResponsiveMode, responsiveModes, responsiveTransition } from './responsive-mode.ts'

/** Dispatched on the document whenever the layout changes mode, and once at start. */
export const responsiveModeEvent = 'site-chrome:responsive-mode'

export interface ResponsiveModeDetail {
  readonly mode: ResponsiveMode
  readonly previous: ResponsiveMode | null
}

declare global {
  interface GlobalEventHandlersEventMap {
    [responsiveModeEvent]: CustomEvent<ResponsiveModeDetail>
  }
}

/** The attribute on `<html>` that names the current mode, for stylesheets and scripts. */
export const responsiveModeAttribute = 'data-responsive-mode'
/** Hidden marker elements: the stylesheet displays only the current mode's marker. */
export const markerAttribute = 'data-responsive-marker'
/** The template's resize debounce. */
export const resizeDebounceMs = 25

export interface ResponsiveOptions {
  readonly timers?: Timers
}

/**
 * The page's marker of a mode: the first element in the root that names it.
 * Looked for in the root, not the document, whose `querySelector` an image
 * or a form in an article may be named.
 */
const markerOf = (root: Element, mode: ResponsiveMode) =>
  root.querySelector(`[${markerAttribute}="${mode}"]`)

/** The modes whose markers are displayed: the stylesheet displays one. */
const shownModes = (root: Element, view: Window) =>
  responsiveModes.filter((mode) => {
    const marker = markerOf(root, mode)
    return marker && view.getComputedStyle(marker).display !== 'none'
  })

/**
 * Reads the layout mode from the hidden marker elements, at start and again
 * 25 ms after resizing stops, and publishes it as `data-responsive-mode` on
 * `<html>` and as an event. Returns a function that stops.
 */
export function startResponsiveMode(
  document: Document,
  options: ResponsiveOptions = {},
): () => void {
  const view = pageWindow(document)
  if (!view) return () => {}
  const root = documentProperty(document, 'documentElement')
  const store = reducerStore({ mode: null }, responsiveTransition)
  const unsubscribe = store.subscribe(({ mode }, previous) => {
    if (mode === null) return
    root.setAttribute(responsiveModeAttribute, mode)
    emit<ResponsiveModeDetail>(document, responsiveModeEvent, { mode, previous: previous.mode })
  })
  const measure = () => store.dispatch({ type: 'measured', mode: shownModes(root, view)[0] })
  const remeasure = debounce(options.timers ?? browserTimers, resizeDebounceMs, measure)
  // Without its marker a mode is never seen, and the author would not know why.
  // Said only where some are missing, not all: a page without markers has no modes, and means it.
  const missing = responsiveModes.filter((mode) => !markerOf(root, mode))
  if (missing.length % responsiveModes.length)
    console.warn(
      `site chrome: add the missing responsive markers: ${missing.map((mode) => `<span ${markerAttribute}="${mode}"></span>`).join('')}`,
    )
  measure()
  // Once every stylesheet is in: more than one marker shown means the chrome's is not.
  const checkStylesheet = () => {
    if (shownModes(root, view).length > 1)
      console.warn(
        'site chrome: every responsive marker is displayed, so the mode reads desktop on any screen; link the bundle’s site-chrome stylesheet, which displays one.',
      )
  }
  if (documentProperty(document, 'readyState') === 'complete') checkStylesheet()
  else view.addEventListener('load', checkStylesheet, { once: true })
  view.addEventListener('resize', remeasure.call)
  return () => {
    unsubscribe()
    remeasure.cancel()
    view.removeEventListener('load', checkStylesheet)
    view.removeEventListener('resize', remeasure.call)
    root.removeAttribute(responsiveModeAttribute)
  }
}
