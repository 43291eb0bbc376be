/** Word when an element's width changes; tests pass a stand-in. */
export interface ElementWidth {
  /**
   * Calls `listener` once the element is laid out, then whenever its width
   * changes (not its height); returns a function that stops.
   */
  observe(element: Element, listener: () => void): () => void
}

export const browserElementWidth: ElementWidth = {
  observe(element, listener) {
    // A browser or test DOM without ResizeObserver is left as it was: never told.
    if (typeof ResizeObserver === 'undefined') return () => {}
    let width: number | undefined
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === width) return
      width = entry.contentRect.width
      listener()
    })
    observer.observe(element)
    return () => observer.disconnect()
  },
}
