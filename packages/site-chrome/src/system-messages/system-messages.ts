import {
  animationSpeeds,
  browserMotionPreference,
  browserTimers,
  documentProperty,
  duration,
  elementById,
  emit,
  languageOf,
  type MotionPreference,
  pageWindow,
  type Timers,
} from '@jc/widget-kit'
import { reducerStore } from '../reducer-store.ts'
import {
  alertSelector,
  kindOf,
  messageElement,
  type SystemMessage,
  spokenText,
} from './message-markup.ts'
import { type ArrivedMessage, isShown, messagesTransition } from './messages-state.ts'
import { messageStrings } from './strings.ts'

/** Dispatch it (or call `showSystemMessage`) from anywhere in the page to show a message. */
export const systemMessageEvent = 'site-chrome:system-message'

declare global {
  interface GlobalEventHandlersEventMap {
    [systemMessageEvent]: CustomEvent<SystemMessage>
  }
}

/** Asks the page's system-messages box to show a message; the event bubbles to it from any element. */
export function showSystemMessage(from: Element | Document, message: SystemMessage): void {
  emit<SystemMessage>(from, systemMessageEvent, message)
}

/** Joomla's box, and the list inside it that holds the messages. */
export const containerId = 'system-message-container'
const listId = 'system-message'
/** While a dismissed message fades out. */
export const dismissingClass = 'is-dismissing'

export interface SystemMessagesOptions {
  readonly timers?: Timers
  /** The browser's when none is given. */
  readonly motion?: MotionPreference | undefined
}

/**
 * Keeps the system-messages box hidden while it holds no message, shows
 * messages widgets ask for, reads out every message that arrives after the
 * page loaded (errors and warnings at once, the rest politely), and lets the
 * visitor dismiss each one. Returns a function that stops it all.
 */
export function startSystemMessages(
  document: Document,
  options: SystemMessagesOptions = {},
): () => void {
  const container = elementById(document, containerId)
  const view = pageWindow(document)
  if (!container || !view) return () => {}
  const timers = options.timers ?? browserTimers
  const motion = options.motion ?? browserMotionPreference(view)
  const strings = messageStrings[languageOf(container).language]
  const alerts = () => container.querySelectorAll(alertSelector).length

  // Outside the box, which is hidden when empty: a live region must already
  // be on the page, and visible to assistive technology, when its text changes.
  const polite = announcer(document, 'status')
  const urgent = announcer(document, 'alert')
  container.after(polite, urgent)

  const store = reducerStore({ count: alerts(), announcement: null }, messagesTransition)
  const wasHidden = container.hidden
  container.hidden = !isShown(store.getState())
  const unsubscribe = store.subscribe((state, previous) => {
    container.hidden = !isShown(state)
    const said = state.announcement
    if (said && said !== previous.announcement) {
      say(polite, said.polite)
      say(urgent, said.urgent)
    }
  })

  // One change can report a message twice: as itself and inside its new list.
  const announced = new WeakSet<Element>()
  const observer = new view.MutationObserver((records) => {
    const messages: ArrivedMessage[] = []
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof view.Element)) continue
        const added = node.matches(alertSelector) ? [node] : node.querySelectorAll(alertSelector)
        for (const alert of added) {
          if (announced.has(alert)) continue
          announced.add(alert)
          messages.push({ kind: kindOf(alert), text: spokenText(alert) })
        }
      }
    }
    store.dispatch({ type: 'arrived', messages })
    store.dispatch({ type: 'counted', count: alerts() })
  })
  observer.observe(container, { childList: true, subtree: true })

  // The page's own scripts send it, with whatever detail they built: one
  // that holds no text is named (with the detail, to look into) and shown
  // nowhere, rather than ending in a TypeError the author cannot place.
  const onMessage = ({ detail }: CustomEvent<SystemMessage | null>) => {
    if (!detail?.text) {
      console.warn(`${systemMessageEvent}: the detail should be { kind, text, heading? }`, detail)
      return
    }
    const list = elementById(document, listId) ?? container.appendChild(listElement(document))
    list.append(messageElement(document, detail, strings))
  }

  const pending = new Set<number>()
  const dismiss = (alert: HTMLElement) => {
    if (alert.classList.contains(dismissingClass)) return
    if (alert.contains(documentProperty(document, 'activeElement'))) focusAfter(alert, container)
    const ms = duration(animationSpeeds.fast, motion)
    if (ms === 0) {
      alert.remove()
      return
    }
    alert.classList.add(dismissingClass)
    const handle = timers.setTimeout(() => {
      pending.delete(handle)
      alert.remove()
    }, ms)
    pending.add(handle)
  }
  const onClick = (event: MouseEvent) => {
    const close =
      event.target instanceof view.Element && event.target.closest('[data-dismiss="alert"]')
    const alert = close ? close.closest<HTMLElement>(alertSelector) : null
    if (!alert || !container.contains(alert)) return
    event.preventDefault()
    dismiss(alert)
  }

  document.addEventListener(systemMessageEvent, onMessage)
  container.addEventListener('click', onClick)
  return () => {
    unsubscribe()
    observer.disconnect()
    for (const handle of pending) timers.clearTimeout(handle)
    document.removeEventListener(systemMessageEvent, onMessage)
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

/** Each message a line of its own, so that one is not run into the next. */
function say(region: HTMLElement, texts: readonly string[]): void {
  if (texts.length === 0) return
  const lines = texts.map((text) => {
    const line = region.ownerDocument.createElement('p')
    line.textContent = text
    return line
  })
  // The same words again must still change the region, or nothing is read.
  if (region.textContent === texts.join('')) lines[0]?.append('\u00a0')
  region.replaceChildren(...lines)
}

function listElement(document: Document): HTMLElement {
  const list = document.createElement('div')
  list.id = listId
  return list
}

/**
 * Focus leaves a message the visitor dismisses for the next one's close
 * button, else the previous one's, else the nearest focusable ancestor of
 * the box, so it never falls back to the top of the page.
 */
function focusAfter(alert: HTMLElement, container: HTMLElement): void {
  const staying = Array.from(
    container.querySelectorAll<HTMLElement>(`${alertSelector}:not(.${dismissingClass})`),
  )
  const at = staying.indexOf(alert)
  const next = staying[at + 1] ?? staying[at - 1]
  const target =
    next?.querySelector<HTMLElement>('[data-dismiss="alert"]') ??
    container.parentElement?.closest<HTMLElement>('[tabindex]')
  target?.focus()
}
