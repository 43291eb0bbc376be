/** Calls back once when any of the watched elements comes near the viewport. */
export type NearViewport = (elements: readonly Element[], onNear: () => void) => () => void

/**
 * How far ahead of the viewport a widget starts loading: two screens, so a
 * reader scrolling at an ordinary pace finds the thread ready.
 */
export const loadAheadMargin = '200% 0px'

/**
 * The browser's IntersectionObserver with a generous margin. Without one (an
 * old browser, or a document with no window) the widget loads at once, as if
 * it were in view.
 */
export function browserNearViewport(
  view: Pick<Window & typeof globalThis, 'IntersectionObserver'> | null,
): NearViewport {
  return (elements, onNear) => {
    if (typeof view?.IntersectionObserver !== 'function') {
      onNear()
      return () => {}
    }
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          onNear()
        }
      },
      { rootMargin: loadAheadMargin },
    )
    for (const element of elements) observer.observe(element)
    return () => observer.disconnect()
  }
}
