import { documentProperty, pageWindow } from '@jc/widget-kit'
import { browserNearViewport, type NearViewport } from './near-viewport.ts'
import { shippedWidgets } from './shipped-widgets.ts'
import { watchWidgets } from './watch-widgets.ts'
import type { WidgetOptions } from './widget-chunk.ts'

/** The performance mark set when the loader starts. */
export const startMark = 'jc-widgets:start'

const atOnce: NearViewport = (_elements, onNear) => {
  onNear()
  return () => {}
}

/**
 * Starts the bundle on a page: the site chrome, then each widget whose
 * element the page holds, as described in `shippedWidgets`. Waits for the
 * page to be parsed first, so every element is taken over with all of its
 * server markup. Returns a function that stops watching for new elements.
 */
export function startWidgets(document: Document, options: WidgetOptions = {}): () => void {
  // Read past what the page's markup names `defaultView` or `readyState` (`<img name="defaultView">`).
  const view = pageWindow(document)
  // A site (and the page benchmark) can time the widgets from here.
  view?.performance.mark(startMark)
  const environment = {
    nearViewport: view ? browserNearViewport(view) : atOnce,
    log: console,
  }
  const start = () => watchWidgets(document, shippedWidgets, options, environment)
  if (documentProperty(document, 'readyState') !== 'loading') return start()
  let stop = () => {}
  document.addEventListener('DOMContentLoaded', () => (stop = start()), { once: true })
  return () => stop()
}
