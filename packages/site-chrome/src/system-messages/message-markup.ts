import { type MessageKind, messageKinds } from './messages-state.ts'
import type { MessageStrings } from './strings.ts'

/** A message a widget or the page asks the box to show; plain text only. */
export interface SystemMessage {
  readonly kind: MessageKind
  readonly text: string
  /** Defaults to the kind's heading in the page's language. */
  readonly heading?: string
}

/** A message in Joomla's markup, so the template's stylesheet dresses it; built from text, never HTML. */
export function messageElement(
  document: Document,
  message: SystemMessage,
  strings: MessageStrings,
): HTMLElement {
  const alert = document.createElement('div')
  // A page's script can send any kind; an unknown one would get an empty heading and no word why.
  // A symbol, which a template string throws on, gets no class and is named by its description.
  // Bootstrap's `danger`, which `kindOf` reads as an error, is no mistake.
  const symbol = typeof message.kind === 'symbol'
  alert.className = symbol ? 'alert' : `alert alert-${message.kind}`
  const kind = kindOf(alert)
  if (kind !== message.kind && alert.className !== 'alert alert-danger') {
    const given = symbol ? `${String(message.kind)}, not a string` : `"${message.kind}"`
    console.warn(`system message: the kind is ${given}; it should be one of ${messageKinds}.`)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'close'
  close.dataset.dismiss = 'alert'
  close.setAttribute('aria-label', strings.close)
  close.textContent = '×'
  const heading = document.createElement('h2')
  heading.className = 'alert-heading'
  heading.textContent = shown('heading', message.heading ?? strings.headings[kind])
  const body = document.createElement('div')
  body.className = 'alert-message'
  body.textContent = shown('text', message.text)
  alert.append(close, heading, body)
  return alert
}

/** A text or heading as the box shows it: a page's script may send a number, or a symbol (which text cannot hold). */
function shown(field: 'text' | 'heading', value: unknown): string {
  if (typeof value !== 'string') {
    console.warn(`system message: the ${field} is ${String(value)}, not a string.`)
  }
  return String(value)
}

/** The kind a message's classes say it is; Bootstrap's `alert-danger` is an error. */
export function kindOf(alert: Element): MessageKind {
  if (alert.classList.contains('alert-danger')) return 'error'
  return messageKinds.find((kind) => alert.classList.contains(`alert-${kind}`)) ?? 'message'
}

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** What a screen reader should say for a message: its heading, then its text, without the close button. */
export function spokenText(alert: Element): string {
  const heading = squeeze(alert.querySelector('.alert-heading')?.textContent)
  const bodies = alert.querySelectorAll('.alert-message')
  const body =
    bodies.length > 0
      ? Array.from(bodies, (element) => squeeze(element.textContent)).join(' ')
      : squeeze(
          Array.from(alert.childNodes)
            .filter((node) => !(node instanceof Element && node.matches('.alert-heading, .close')))
            .map((node) => node.textContent)
            .join(' '),
        )
  return heading && body ? `${heading}: ${body}` : heading || body
}
