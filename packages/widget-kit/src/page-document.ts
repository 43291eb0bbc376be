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
  return isWindow(view) ? view : documentProperty(document, 'defaultView')
}

function isWindow(value: unknown): value is Window & typeof globalThis {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'window') === value
}

// The elements whose name (or, for these two, id) a document takes as a property of its own.
const namingDefaultView =
  ':is(embed, form, iframe, img, object)[name=defaultView], :is(object, img[name])[id=defaultView]'

/**
 * Takes the name from markup that makes `document.defaultView` an element
 * (`<img name="defaultView">` in an article or a module, outside every
 * widget): React reads that property at every commit and throws on anything
 * but a window, so no widget could render. The element keeps the rest; the
 * console names it, for the page's author.
 */
export function unshadowDefaultView(document: Document): void {
  if (isWindow(document.defaultView)) return
  for (const element of queryPage(document, namingDefaultView)) {
    for (const attribute of ['name', 'id']) {
      if (element.getAttribute(attribute) !== 'defaultView') continue
      element.removeAttribute(attribute)
      console.warn(
        `jc widgets: <${element.localName} ${attribute}="defaultView"> hid document.defaultView, which the widgets need; its ${attribute} was taken away (rename it in the page)`,
      )
    }
  }
}

/** `document.querySelectorAll`, whatever the page names `querySelectorAll` (an image or a form in an article). */
export function queryPage<E extends Element = Element>(
  document: Document,
  selector: string,
): NodeListOf<E> {
  return documentProperty(document, 'querySelectorAll').call(document, selector) as NodeListOf<E>
}

/**
 * A setting the page gives the bundle: `data-<name>` on `<html>`, else
 * `<meta name="<name>" content>`; trimmed, null where it gives none.
 */
export function pageSetting(document: Document, name: string): string | null {
  const fromHtml = documentProperty(document, 'documentElement').getAttribute(`data-${name}`)
  const fromMeta = queryPage(document, `meta[name="${name}"]`)[0]?.getAttribute('content')
  return (fromHtml ?? fromMeta ?? '').trim() || null
}

/** `document.getElementById`, whatever the page names `getElementById`; null when the id is no element's. */
export function elementById(document: Document, id: string): HTMLElement | null {
  return documentProperty(document, 'getElementById').call(document, id)
}
