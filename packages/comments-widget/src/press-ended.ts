const releases = ['pointerup', 'pointercancel'] as const

/**
 * Settles once no pointer is held down on `element`: at once where none is,
 * else after the release and the click that follows it in the same task. The
 * first touch's reload waits for it before it replaces the printed block: a
 * control replaced between the press and the release loses the click, which
 * then reaches neither the loader, which keeps a click on a printed control
 * until the widget is up, nor the widget.
 */
export function pressEnded(view: Window, element: Element): Promise<void> {
  if (!element.matches(':active')) return Promise.resolve()
  return new Promise((resolve) => {
    const listening = new AbortController()
    const released = () => {
      listening.abort()
      view.setTimeout(resolve, 0)
    }
    for (const type of releases) {
      view.addEventListener(type, released, { capture: true, signal: listening.signal })
    }
    // The window's own blur (the visitor left it mid-press). Not in the capture
    // phase, where every element's blur would pass, the press still on.
    view.addEventListener('blur', released, { signal: listening.signal })
  })
}
