/**
 * What a visitor does on the way to a control: a pointer over or down, a
 * key, focus, and the click itself (a screen reader's activation may send
 * nothing else).
 */
const touches = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'click'] as const

// Pages where the loader saw a widget's block touched before the widget was
// up. Kept with the loader's helpers (`page-kit`), so the widget reads what
// the loader wrote.
const touchedPages = new WeakSet<Document>()

/** The loader's word that the visitor touched a widget's block before the widget was up. */
export function noteEarlyTouch(document: Document): void {
  touchedPages.add(document)
}

/**
 * Settles at the visitor's first touch of `element`, at once when the loader
 * saw one before the widget was up. It listens on the window, in the capture
 * phase: the loader's early-click holder listens on the document and stops
 * the click on a printed control, which must still count as a touch.
 */
export function firstTouch(view: Window, element: Element): Promise<void> {
  if (touchedPages.has(element.ownerDocument)) return Promise.resolve()
  return new Promise((resolve) => {
    const onTouch = (event: Event) => {
      if (!event.composedPath().includes(element)) return
      for (const type of touches) view.removeEventListener(type, onTouch, true)
      resolve()
    }
    for (const type of touches) view.addEventListener(type, onTouch, true)
  })
}
