import { documentProperty, elementById } from '@jc/widget-kit'
import { keptFocus } from './focus-kept.ts'

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
 * asked for while it arrives run in order once it is there, except a focus
 * move the visitor has overtaken: where the focus is on another element than
 * when the move was asked for (they tabbed on to the next control while the
 * chunk came), theirs stands; where it fell to the body, the move is made. Where its chunk does not arrive, a plain scroll
 * or focus still takes the visitor there.
 */
export function lazySettler(
  load: () => Promise<Settler>,
  plain: Settler,
  warn: (message: string) => void,
  activeElement: () => Element | null,
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
  const settleFocus = (move: (target: Settler) => void) => {
    const before = activeElement()
    settle((target) => {
      const now = activeElement()
      // Where a render took the focused control away, the focus fell to the body: the move puts it back.
      // Where the view put it back on that control's copy, it is where the visitor was: it stays.
      if (now === null || now === documentProperty(now.ownerDocument, 'body')) move(target)
      else if (now === before && !keptFocus.has(now)) move(target)
    })
  }
  return {
    scrollTo: (id) => settle((target) => target.scrollTo(id)),
    focus: (id, control) => settleFocus((target) => target.focus(id, control)),
    focusAtStart: (id) => settleFocus((target) => target.focusAtStart(id)),
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
