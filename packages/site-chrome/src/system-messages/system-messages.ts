import { elementById, emit, type MotionPreference, pageWindow, type Timers } from '@jc/widget-kit'
import { messageOf } from '../script-errors/script-declaration-error.ts'
import { alertSelector, closeSelector, containerId } from './box-names.ts'
import { focusPastMessage } from './message-focus.ts'
import type { SystemMessage } from './message-markup.ts'
import type { MessagesBox } from './messages-box.ts'

/** Dispatch it (or call `showSystemMessage`) on the window, the document or any element to show a message. */
export const systemMessageEvent = 'site-chrome:system-message'

declare global {
  interface GlobalEventHandlersEventMap {
    [systemMessageEvent]: CustomEvent<SystemMessage>
  }
}

/**
 * Asks the page's system-messages box to show a message; the event bubbles
 * to it from any element. It is in the box at once when the box's code is
 * in, else as soon as that code arrives: the first message of a page fetches it.
 */
export function showSystemMessage(from: Element | Document, message: SystemMessage): void {
  emit<SystemMessage>(from, systemMessageEvent, message)
}

export interface SystemMessagesOptions {
  readonly timers?: Timers
  /** The browser's when none is given. */
  readonly motion?: MotionPreference | undefined
}

// The box's code is a chunk of its own: most pages never show a message.
const loadBox = () => import('./messages-box.ts')

/**
 * Keeps the system-messages box hidden while it holds no message and puts
 * its live regions on the page; the code that shows, reads out and dismisses
 * messages comes at once where the server printed one, else with the first
 * message sent or put into the box. Messages sent while it is on its way are
 * shown once it is in, in order. Returns a function that stops it all.
 */
export function startSystemMessages(
  document: Document,
  options: SystemMessagesOptions = {},
): () => void {
  const container = elementById(document, containerId)
  const view = pageWindow(document)
  if (!container || !view) return () => {}
  const printed = Array.from(container.querySelectorAll(alertSelector))

  // Outside the box, which is hidden when empty: a live region must already
  // be on the page, and visible to assistive technology, when its text changes.
  const polite = announcer(document, 'status')
  const urgent = announcer(document, 'alert')
  container.after(polite, urgent)
  const wasHidden = container.hidden
  container.hidden = printed.length === 0

  let box: MessagesBox | undefined
  let early: SystemMessage[] = []
  let pressed: HTMLElement | null = null
  let asked = false
  let stopped = false
  const fetchBox = () => {
    if (asked) return
    asked = true
    loadBox().then(
      ({ startMessagesBox }) => {
        if (stopped) return
        // The box watches itself from now on.
        observer.disconnect()
        box = startMessagesBox({ container, view, polite, urgent, printed, early }, options)
        if (pressed && container.contains(pressed)) pressed.click()
      },
      (error: unknown) => {
        // The next message asks again.
        asked = false
        early = []
        if (stopped) return
        // A close button pressed meanwhile takes its message away; a message
        // the page put into the box itself is still its own to show.
        closePressed()
        console.warn(
          `system messages: their code did not load (${messageOf(error)}); the messages sent meanwhile are not shown.`,
        )
      },
    )
  }

  // The page's own scripts send it, with whatever detail they built: one
  // that holds no text is named (with the detail, to look into) and shown
  // nowhere, rather than ending in a TypeError the author cannot place.
  const onMessage = ({ detail }: CustomEvent<SystemMessage | null>) => {
    if (!detail?.text) {
      console.warn(`${systemMessageEvent}: the detail should be { kind, text, heading? }`, detail)
      return
    }
    if (box) {
      box.show(detail)
      return
    }
    early.push(detail)
    fetchBox()
  }
  // Without the box's code (it did not load, and no message asked again) a
  // close button still takes its message away, only without the fade, and
  // focus goes where the box would send it.
  const closePressed = () => {
    const alert = pressed?.closest<HTMLElement>(alertSelector)
    if (alert) focusPastMessage(alert, container)
    alert?.remove()
    container.hidden = !container.querySelector(alertSelector)
  }
  // A close button pressed while the box's code is on its way is pressed
  // again once it is in; until then its link (Bootstrap's `href="#"`) goes nowhere.
  const onClick = (event: MouseEvent) => {
    const close =
      !box &&
      event.target instanceof view.Element &&
      event.target.closest<HTMLElement>(closeSelector)
    if (!close) return
    event.preventDefault()
    pressed = close
    if (!asked) closePressed()
  }
  // A page's script may put a message into the box itself (Joomla's renderMessages
  // does); a message taken away asks for nothing.
  const observer = new view.MutationObserver((records) => {
    const added = records.some((record) => record.addedNodes.length > 0)
    if (added && container.querySelector(alertSelector)) fetchBox()
  })

  if (printed.length > 0) fetchBox()
  observer.observe(container, { childList: true, subtree: true })
  // On the window, whatever the page names `addEventListener`, and in the
  // capture phase: a page's script dispatches on the window, the document or
  // any element, and seldom says `bubbles: true`.
  view.addEventListener(systemMessageEvent, onMessage, true)
  container.addEventListener('click', onClick)
  return () => {
    stopped = true
    box?.stop()
    observer.disconnect()
    view.removeEventListener(systemMessageEvent, onMessage, true)
    container.removeEventListener('click', onClick)
    polite.remove()
    urgent.remove()
    container.hidden = wasHidden
  }
}

function announcer(document: Document, role: 'status' | 'alert'): HTMLElement {
  const region = document.createElement('div')
  region.className = 'system-message-announcer'
  region.setAttribute('role', role)
  return region
}
