import { lazyImport } from '@jc/protocol'
import { type RefObject, useLayoutEffect, useRef } from 'react'
import type { keepFocus } from './focus-keeper.ts'

type FocusKeeper = ReturnType<typeof keepFocus>

/** The focus keeper, fetched by the first focus in the widget, or the first touch's reload. */
export const loadFocusKeeper = lazyImport(() => import('./focus-keeper.ts'))

/**
 * Keeps the focus on its control when a render replaces it (`focus-keeper.ts`).
 * The keeper is fetched when the focus first enters the widget: a visitor
 * who only reads never needs it. The one answer that can come before it, the
 * first touch's reload of a thread printed without handlers, waits for it
 * (`jc-comments.tsx`). `renders` are what, changed, may have replaced server
 * nodes.
 */
export function useFocusKeeper(
  root: RefObject<HTMLElement | null>,
  renders: readonly unknown[],
  warn: (message: string) => void,
): void {
  const keeper = useRef<FocusKeeper | null>(null)
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    let stopped = false
    const start = () =>
      loadFocusKeeper().then(
        ({ keepFocus }) => {
          if (!stopped) keeper.current = keepFocus(element)
        },
        (error: unknown) => warn(`<jc-comments>: the focus keeper did not load (${error})`),
      )
    element.addEventListener('focusin', start, { once: true })
    return () => {
      stopped = true
      element.removeEventListener('focusin', start)
      keeper.current?.stop()
      keeper.current = null
    }
  }, [root, warn])
  // After the children's effects, which put the new nodes in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each is a render that may have replaced the focused control
  useLayoutEffect(() => keeper.current?.restore(), renders)
}
