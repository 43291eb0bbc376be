import { documentProperty, pageWindow } from '@jc/widget-kit'
import { browserNearViewport } from './near-viewport.ts'
import { shippedWidgets } from './shipped-widgets.ts'
import { watchWidgets } from './watch-widgets.ts'
import type { WidgetOptions } from './widget-chunk.ts'

/** The performance mark set when the loader starts. */
export const startMark = 'jc-widgets:start'

// Each copy of the loader on a page is a module of its own (one file under
// two addresses, as a version query makes it, or the classic build run
// beside the module one): the document, which they share, holds whether one
// has started. A symbol, which no element of the page's markup can shadow.
const started = Symbol.for('jc-widgets:started')

/**
 * Starts the bundle on a page: the site chrome, then each widget whose
 * element the page holds, as described in `shippedWidgets`. Waits for the
 * page to be parsed first, so every element is taken over with all of its
 * server markup. Returns a function that stops watching for new elements.
 */
export function startWidgets(document: Document, options: WidgetOptions = {}): () => void {
  const page = document as Document & { [started]?: boolean }
  if (page[started]) {
    console.warn('jc widgets: loaded twice; keep one script tag')
    return () => {}
  }
  page[started] = true
  // Read past what the page's markup names `defaultView` or `readyState` (`<img name="defaultView">`).
  const view = pageWindow(document)
  // A site (and the page benchmark) can time the widgets from here.
  view?.performance.mark(startMark)
  const environment = {
    nearViewport: browserNearViewport(view),
    log: console,
  }
  let stop = () => {}
  const start = () => {
    stop = watchWidgets(document, shippedWidgets, options, environment)
  }
  if (documentProperty(document, 'readyState') !== 'loading') start()
  else document.addEventListener('DOMContentLoaded', start, { once: true })
  return () => {
    document.removeEventListener('DOMContentLoaded', start)
    stop()
    page[started] = false
  }
}
