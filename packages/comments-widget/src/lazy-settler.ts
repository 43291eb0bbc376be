import { elementById } from '@jc/widget-kit'

/** Scrolls and focus moves for one widget, as `settle-in-view.ts` makes them. */
export interface Settler {
  scrollTo(id: string): void
  /** Focus to the element with this id, or to the control inside it whose action is `control`. */
  focus(id: string, control?: string): void
  /** Focus to the element with this id, its block start at the viewport's: a whole new view to read from the top. */
  focusAtStart(id: string): void
}

/**
 * The settler of `settle-in-view.ts`, fetched the first time a scroll or a
 * focus move is asked for: a visitor who only reads never needs it. Moves
 * asked for while it arrives run in order once it is there. Where its chunk
 * does not arrive, a plain scroll or focus still takes the visitor there.
 */
export function lazySettler(
  load: () => Promise<Settler>,
  plain: Settler,
  warn: (message: string) => void,
): Settler {
  let settler: Promise<Settler> | null = null
  const settle = (move: (target: Settler) => void) => {
    settler ??= load().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      warn(`<jc-comments>: the scrolling helper did not load (${reason}); plain scrolls stand in.`)
      return plain
    })
    void settler.then(move)
  }
  return {
    scrollTo: (id) => settle((target) => target.scrollTo(id)),
    focus: (id, control) => settle((target) => target.focus(id, control)),
    focusAtStart: (id) => settle((target) => target.focusAtStart(id)),
  }
}

/**
 * A scroll or focus move at once, without waiting for what renders around the
 * target. A control inside the element is not looked for: the focus goes to
 * the element that holds it (a comment), which is where the visitor was.
 */
export function plainSettler(document: Document): Settler {
  const find = (id: string) => elementById(document, id)
  return {
    scrollTo: (id) => find(id)?.scrollIntoView({ block: 'start' }),
    focus: (id) => find(id)?.focus(),
    focusAtStart: (id) => {
      const element = find(id)
      element?.focus({ preventScroll: true })
      element?.scrollIntoView({ block: 'start' })
    },
  }
}
