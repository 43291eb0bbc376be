import {
  type ControlPlace,
  controlAt,
  documentProperty,
  noteEarlyTouch,
  placeOf,
} from '@jc/widget-kit'

/**
 * The controls a server prints in a block: links to nowhere and inline
 * handlers, dead until the widget runs them, and JComments' page numbers,
 * spans that a block printed without its handlers marks by class alone.
 */
const printedControls = 'a[href^="#"],[onclick],.page'

/**
 * Holds a visitor's click on a block whose widget is not up yet. A first
 * touch (pointer, key, focus or click) inside a block matching `selector`
 * calls `load`. A click on one of the block's `printed` controls is kept from
 * the page (no `#` in the URL, no inline handler run), and once the block's
 * element dispatches `ready` the same control in the rendered widget is
 * clicked: the last one only, as the visitor last asked. Returns a function
 * that stops.
 */
export function keepEarlyClicks(
  document: Document,
  selector: string,
  ready: string,
  load: () => void,
  printed = printedControls,
): () => void {
  const types = ['pointerdown', 'keydown', 'focusin', 'click', ready]
  let held: ControlPlace | undefined
  let heldIn: Element | undefined

  const replay = (host: EventTarget | null): void => {
    // Another block of the page came up first (two listing modules): the click waits for its own.
    if (heldIn?.isConnected && !(host instanceof Node && host.contains(heldIn))) return
    stop()
    const control = held && host instanceof Element && (controlAt(held, host) as HTMLElement)
    if (!control) return
    // Focus went with the printed control the widget replaced; a keyboard visitor gets it back.
    // Through the prototype: `<img name="activeElement">` or `name="body"` would stand in for them.
    const page = (name: 'activeElement' | 'body') => documentProperty(document, name)
    if (page('activeElement') === page('body')) control.focus({ preventScroll: true })
    control.click()
  }

  const onEvent = (event: Event): void => {
    if (event.type === ready) {
      replay(event.target)
      return
    }
    const target = event.target
    const block = target instanceof Element && target.closest(selector)
    if (!block) return
    // The widget asks its server for what it waits on at a first touch: this one came before it was up.
    noteEarlyTouch(document, event)
    load()
    const control = event.type === 'click' && target.closest(printed)
    if (!control || !block.contains(control)) return
    event.preventDefault()
    event.stopPropagation()
    held = placeOf(control, block)
    heldIn = block
  }

  function stop(): void {
    for (const type of types) document.removeEventListener(type, onEvent, true)
  }

  for (const type of types) document.addEventListener(type, onEvent, true)
  return stop
}
