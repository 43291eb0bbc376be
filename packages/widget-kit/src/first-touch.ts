/**
 * What a visitor does on the way to a control: a pointer over or down, a
 * key, focus, and the click itself (a screen reader's activation may send
 * nothing else). A finger's pointer is left out: on a phone it comes down on
 * the thread to scroll through it as often as to tap, and a reader who only
 * scrolls should not pay for what a tap needs; the tap's click still counts.
 */
const touches = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'click'] as const

function byFinger(event: Event): boolean {
  return (event as Partial<PointerEvent>).pointerType === 'touch' && event.type !== 'click'
}

// Pages where the loader saw a widget's block touched before the widget was
// up. Kept with the loader's helpers (`page-kit`), so the widget reads what
// the loader wrote.
const touchedPages = new WeakSet<Document>()

/**
 * The loader's word that the visitor touched a widget's block, with this
 * event, before the widget was up; a finger's pointer is left out, as
 * `firstTouch` leaves it out.
 */
export function noteEarlyTouch(document: Document, event: Event): void {
  if (!byFinger(event)) touchedPages.add(document)
}

/**
 * Settles at the visitor's first touch of `element`, at once when the loader
 * saw one before the widget was up. It listens on the window, in the capture
 * phase: the loader's early-click holder listens on the document and stops
 * the click on a printed control, which must still count as a touch. Once
 * `signal` aborts (the element left the page untouched) it stops listening
 * and never settles.
 */
export function firstTouch(view: Window, element: Element, signal?: AbortSignal): Promise<void> {
  if (touchedPages.has(element.ownerDocument)) return Promise.resolve()
  return new Promise((resolve) => {
    const listening = new AbortController()
    signal?.addEventListener('abort', () => listening.abort(), { once: true })
    const onTouch = (event: Event) => {
      if (byFinger(event) || !event.composedPath().includes(element)) return
      listening.abort()
      resolve()
    }
    for (const type of touches) {
      view.addEventListener(type, onTouch, { capture: true, signal: listening.signal })
    }
  })
}
