/**
 * The page's document read through its prototype. On the document itself an
 * element named after a property stands in for it (`<img name="defaultView">`,
 * `<form name="querySelector">`, printed by a plugin or a module anywhere in
 * the page) before any widget could sanitize it; the prototype's getters and
 * methods are the browser's own, and an element's name cannot change which
 * prototype an object has.
 */
export function documentProperty<K extends keyof Document>(
  document: Document,
  name: K,
): Document[K] {
  return Reflect.get(Object.getPrototypeOf(document), name, document)
}

/** Sets a property of the page's document through its prototype's setter (`cookie`), whatever the page names it. */
export function setDocumentProperty<K extends keyof Document>(
  document: Document,
  name: K,
  value: Document[K],
): void {
  Reflect.set(Object.getPrototypeOf(document), name, value, document)
}

/**
 * The page's window, whatever the page names `defaultView`: a window is its
 * own `window` (unforgeable), which no element is. Read on the document
 * first, as some DOMs (happy-dom) keep it there rather than on the prototype.
 */
export function pageWindow(document: Document): (Window & typeof globalThis) | null {
  const view: unknown = document.defaultView
  const isWindow = (value: unknown): value is Window & typeof globalThis =>
    typeof value === 'object' && value !== null && Reflect.get(value, 'window') === value
  return isWindow(view) ? view : documentProperty(document, 'defaultView')
}

/** `document.getElementById`, whatever the page names `getElementById`; null when the id is no element's. */
export function elementById(document: Document, id: string): HTMLElement | null {
  return documentProperty(document, 'getElementById').call(document, id)
}
