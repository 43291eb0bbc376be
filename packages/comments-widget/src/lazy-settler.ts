import { elementById } from '@jc/widget-kit'
import { reasonOf } from './error-reason.ts'
import { visitorsControl } from './focus-kept.ts'

/** Scrolls and focus moves for one widget, as `settle-in-view.ts` makes them. */
export interface Settler {
  scrollTo(id: string): void
  /**
   * Focus to the element with this id, or to the control inside it whose
   * action is `control`. `askedFrom` is where the focus was when the visitor
   * asked for what this move follows (null: on the body); without it, where
   * the focus is at this call stands for it.
   */
  focus(id: string, control?: string, askedFrom?: Element | null): void
  /** Focus to the element with this id, its block start at the viewport's: a whole new view to read from the top. */
  focusAtStart(id: string, askedFrom?: Element | null): void
}

/**
 * The settler of `settle-in-view.ts`, fetched the first time a scroll or a
 * focus move is asked for: a visitor who only reads never needs it. Moves
 * asked for while it arrives run in order once it is there, except a focus
 * move the visitor has overtaken: where the focus is on another control than
 * when they asked for what the move follows (they tabbed on to the next
 * control, or went to type a reply, while the answer or the chunk came), theirs
 * stands; where it fell to the body, the move is made. Where its chunk does
 * not arrive, a plain scroll or focus still takes the visitor there.
 */
export function lazySettler(
  load: () => Promise<Settler>,
  plain: Settler,
  warn: (message: string) => void,
  /** The focused element; null where the focus is on the body or nowhere (`focusedElement`). */
  focused: () => Element | null,
): Settler {
  let settler: Promise<Settler> | null = null
  const settle = (move: (target: Settler) => void) => {
    settler ??= load().catch((error: unknown) => {
      warn(
        `<jc-comments>: the scrolling helper did not load (${reasonOf(error)}); plain scrolls stand in.`,
      )
      return plain
    })
    void settler.then(move)
  }
  const settleFocus = (move: (target: Settler) => void, askedFrom: Element | null | undefined) => {
    const before = askedFrom === undefined ? focused() : askedFrom
    settle((target) => {
      const now = focused()
      // Where a render took the focused control away, the focus fell to the body: the move puts it back.
      // Where the view put it back on that control's copy, the visitor is still where they asked from.
      if (now === null || visitorsControl(now) === before) move(target)
    })
  }
  return {
    scrollTo: (id) => settle((target) => target.scrollTo(id)),
    focus: (id, control, askedFrom) =>
      settleFocus((target) => target.focus(id, control), askedFrom),
    focusAtStart: (id, askedFrom) => settleFocus((target) => target.focusAtStart(id), askedFrom),
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
