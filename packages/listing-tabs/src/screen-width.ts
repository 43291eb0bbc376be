/** The spec's breakpoint: at 479 px and below the tabs collapse into a dropdown. */
export const narrowScreenQuery = '(max-width: 479px)'

/** Whether the window is narrow, and word when that changes; tests pass a stand-in. */
export interface ScreenWidth {
  narrow(): boolean
  subscribe(listener: () => void): () => void
}

// A media query fires only when the answer changes, so resizing needs no debounce.
export function browserScreenWidth(view: Window = window): ScreenWidth {
  const query = view.matchMedia?.(narrowScreenQuery)
  return {
    narrow: () => query?.matches === true,
    subscribe: (listener) => {
      query?.addEventListener('change', listener)
      return () => query?.removeEventListener('change', listener)
    },
  }
}
