import { documentProperty, pageWindow } from '@jc/widget-kit'
import { keepEarlyClicks } from './early-clicks.ts'
import type { NearViewport } from './near-viewport.ts'
import type { LoadableWidget, WidgetOptions } from './widget-chunk.ts'

export interface LoaderEnvironment {
  readonly nearViewport: NearViewport
  readonly log: Pick<Console, 'error'>
}

/**
 * Notes each click on an element matching `selector` until the returned
 * function stops it and hands back the elements clicked, in order: a toggle
 * clicked twice is clicked twice again.
 */
function holdClicks(document: Document, selector: string): () => Element[] {
  const clicked: Element[] = []
  const onClick = (event: Event): void => {
    const control = event.target instanceof Element && event.target.closest(selector)
    if (control) clicked.push(control)
  }
  document.addEventListener('click', onClick, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    return clicked.splice(0)
  }
}

/**
 * The attribute of the page's root that names, space-separated, each widget
 * whose module did not arrive or could not start: a stylesheet gives back
 * the page as it is without scripts where a widget was to change it (the
 * menu a phone shows closed under `scripting: enabled`).
 */
const failedAttribute = 'data-jc-failed'

function markFailed(document: Document, name: string): void {
  const root = documentProperty(document, 'documentElement')
  root.setAttribute(failedAttribute, `${root.getAttribute(failedAttribute) ?? ''} ${name}`.trim())
}

/** The elements matching `selector` among `roots` and their descendants. */
function matchesIn(roots: readonly ParentNode[], selector: string): Element[] {
  const found: Element[] = []
  for (const root of roots) {
    if (root instanceof Element && root.matches(selector)) found.push(root)
    found.push(...root.querySelectorAll(selector))
  }
  return found
}

/**
 * Loads each widget's module once, when the page holds its element: at once,
 * or for a `nearViewport` widget when one of its elements comes near the
 * viewport (or its `urgent` test says the visitor is waiting for it). A widget
 * with a `ready` event also loads on the visitor's first touch of its element,
 * and gets the clicks made before it was up. Elements added later (by the
 * template's scripts or another widget) are watched for until every widget is
 * loaded. Returns a function that stops watching.
 */
export function watchWidgets(
  document: Document,
  widgets: readonly LoadableWidget[],
  options: WidgetOptions,
  environment: LoaderEnvironment,
): () => void {
  const pending = new Set(widgets)
  const watched = new WeakSet<Element>()
  const stops: (() => void)[] = []
  // Not `document.defaultView`, which an element named after it shadows.
  const view = pageWindow(document)

  const load = (widget: LoadableWidget): void => {
    if (!pending.delete(widget)) return
    if (pending.size === 0) stop()
    const release = widget.heldClicks ? holdClicks(document, widget.heldClicks) : undefined
    // A chunk, or DOMPurify where the browser needs it, that does not arrive is said once.
    widget
      .load()
      .then((chunk) => chunk.start(document, options))
      .then(() => {
        for (const control of release?.() ?? []) (control as HTMLElement).click()
      })
      .catch((error: unknown) => {
        release?.()
        markFailed(document, widget.name)
        widget.fallback?.(document)
        environment.log.error(`jc widgets: ${widget.name} did not load`, error)
      })
  }

  // Wherever and whenever its element appears, until its widget is up.
  const holders = widgets.flatMap((widget) =>
    widget.selector && widget.ready
      ? [
          keepEarlyClicks(
            document,
            widget.selector,
            widget.ready,
            () => load(widget),
            widget.printed,
          ),
        ]
      : [],
  )

  const scan = (roots: readonly ParentNode[]): void => {
    for (const widget of [...pending]) {
      if (widget.selector === null) {
        load(widget)
        continue
      }
      const found = matchesIn(roots, widget.selector)
      if (found.length === 0) continue
      if (!widget.nearViewport || widget.urgent?.(document)) {
        load(widget)
        continue
      }
      const fresh = found.filter((element) => !watched.has(element))
      for (const element of fresh) watched.add(element)
      if (fresh.length > 0) stops.push(environment.nearViewport(fresh, () => load(widget)))
    }
  }

  const observer = view
    ? new view.MutationObserver((records) => {
        const added = records.flatMap((record) =>
          [...record.addedNodes].filter((node): node is Element => node.nodeType === 1),
        )
        if (added.length > 0) scan(added)
      })
    : undefined
  const onHashChange = (): void => scan([document])

  function stop(): void {
    observer?.disconnect()
    view?.removeEventListener('hashchange', onHashChange)
    for (const stopWatching of stops.splice(0)) stopWatching()
  }

  observer?.observe(document, { childList: true, subtree: true })
  view?.addEventListener('hashchange', onHashChange)
  scan([document])
  return () => {
    stop()
    for (const release of holders) release()
  }
}
