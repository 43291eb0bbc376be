import {
  animationSpeeds,
  browserMotionPreference,
  browserTimers,
  duration,
  elementById,
  languageOf,
} from '@jc/widget-kit'
import { reducerStore } from '../reducer-store.ts'
import { alertSelector, closeSelector, dismissingClass } from './box-names.ts'
import { focusPastMessage } from './message-focus.ts'
import { kindOf, messageElement, type SystemMessage, spokenText } from './message-markup.ts'
import { type ArrivedMessage, isShown, messagesTransition } from './messages-state.ts'
import { messageStrings } from './strings.ts'
import type { SystemMessagesOptions } from './system-messages.ts'

/** The list inside Joomla's box that holds the messages. */
const listId = 'system-message'

/** What the code every page loads found and made before this chunk came. */
export interface BoxPage {
  readonly container: HTMLElement
  readonly view: Window & typeof globalThis
  /** The live regions, on the page since it started. */
  readonly polite: HTMLElement
  readonly urgent: HTMLElement
  /** The messages the server printed, which are not read out again. */
  readonly printed: readonly Element[]
  /** Messages sent while this chunk was on its way, in the order they came. */
  readonly early: readonly SystemMessage[]
}

export interface MessagesBox {
  /** Shows a message the page sent; one without a text was named and dropped before. */
  show(message: SystemMessage): void
  stop(): void
}

/**
 * Keeps the system-messages box hidden while it holds no message, shows
 * messages widgets ask for, reads out every message that arrived after the
 * page loaded (errors and warnings at once, the rest politely), and lets the
 * visitor dismiss each one.
 */
export function startMessagesBox(page: BoxPage, options: SystemMessagesOptions): MessagesBox {
  const { container, view, polite, urgent } = page
  const document = container.ownerDocument
  const timers = options.timers ?? browserTimers
  const motion = options.motion ?? browserMotionPreference(view)
  const strings = messageStrings[languageOf(container).language]
  const alerts = () => container.querySelectorAll(alertSelector).length

  const show = (message: SystemMessage) => {
    const list = elementById(document, listId) ?? container.appendChild(listElement(document))
    list.append(messageElement(document, message, strings))
  }

  // As the page left the box: shown for the printed messages only, until `arrive` counts them all.
  const store = reducerStore({ count: page.printed.length, announcement: null }, messagesTransition)
  const unsubscribe = store.subscribe((state, previous) => {
    container.hidden = !isShown(state)
    // Read out, then all dismissed: a screen reader going through the page would still find them there.
    if (isShown(previous) && container.hidden) {
      polite.replaceChildren()
      urgent.replaceChildren()
    }
    const said = state.announcement
    if (said && said !== previous.announcement) {
      say(polite, said.polite)
      say(urgent, said.urgent)
    }
  })

  // One change can report a message twice: as itself and inside its new list.
  const announced = new WeakSet<Element>(page.printed)
  const arrive = (added: Iterable<Element>) => {
    const messages: ArrivedMessage[] = []
    for (const alert of added) {
      if (announced.has(alert)) continue
      announced.add(alert)
      messages.push({ kind: kindOf(alert), text: spokenText(alert) })
    }
    store.dispatch({ type: 'arrived', messages })
    store.dispatch({ type: 'counted', count: alerts() })
  }
  const observer = new view.MutationObserver((records) => {
    const added: Element[] = []
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof view.Element)) continue
        added.push(...(node.matches(alertSelector) ? [node] : node.querySelectorAll(alertSelector)))
      }
    }
    arrive(added)
  })
  // What came before this chunk (the messages sent meanwhile, and any the page
  // put into the box itself) is read out together, as if it had come at once.
  for (const message of page.early) show(message)
  arrive(container.querySelectorAll(alertSelector))
  observer.observe(container, { childList: true, subtree: true })

  const pending = new Set<number>()
  const dismiss = (alert: HTMLElement) => {
    if (alert.classList.contains(dismissingClass)) return
    focusPastMessage(alert, container)
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
    const close = event.target instanceof view.Element && event.target.closest(closeSelector)
    const alert = close ? close.closest<HTMLElement>(alertSelector) : null
    if (!alert || !container.contains(alert)) return
    event.preventDefault()
    dismiss(alert)
  }

  container.addEventListener('click', onClick)
  return {
    show,
    stop() {
      unsubscribe()
      observer.disconnect()
      for (const handle of pending) timers.clearTimeout(handle)
      container.removeEventListener('click', onClick)
    },
  }
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
