/**
 * Dispatches a widget's typed event: it bubbles, and crosses shadow roots, so
 * a template can listen on the document.
 */
export function emit<Detail>(target: EventTarget, type: string, detail: Detail): boolean {
  // The browser's own: the document, or a form, can hold an element named `dispatchEvent`.
  return EventTarget.prototype.dispatchEvent.call(
    target,
    new CustomEvent(type, { detail, bubbles: true, composed: true }),
  )
}

/**
 * Dispatched on the document after every asynchronous request of any widget
 * completes, whatever its outcome: the lazy image loader re-runs on it, so
 * markup a widget inserted is covered.
 */
export const requestEndEvent = 'jc-widgets:request-end'

export interface RequestEndDetail {
  /** The element whose request ended. */
  readonly source: Element
}

export function announceRequestEnd(source: Element): void {
  emit<RequestEndDetail>(source.ownerDocument, requestEndEvent, { source })
}
