import {
  type ControlPlace,
  controlAt,
  controlText,
  documentProperty,
  placeOf,
} from '@jc/widget-kit'
import { keptFocus } from '../focus-kept.ts'
import { actionAttribute } from '../model/markup.ts'

// A control of the server's is told apart by its action, which its text (Publish, Unpublish) may not keep.
const lookOf = (element: Element) => element.getAttribute(actionAttribute) ?? controlText(element)
// A thread printed without its handlers has no actions yet; drawn again with them, its controls keep their classes.
const classOf = (element: Element) => element.getAttribute('class') ?? ''

interface Followed {
  readonly element: Element
  readonly place: ControlPlace
  /** Where a control printed without its action sits among those of its class. */
  readonly printed: ControlPlace | null
}

/**
 * Keeps the visitor's place when an answer draws the thread again. A keyboard
 * visitor who pressed Refresh, then tabbed on to Subscribe or to a comment's
 * Reply while the answer was out, would find the focus on the page's body: the
 * control they were on is gone, replaced by its copy in the new thread. After
 * each render that may have replaced server nodes, the keeper puts the focus
 * on that copy. A field the render only moved (an inline reply form, carried
 * into its comment's new element) gets the focus back, so the visitor's
 * typing goes on into it. It does nothing where the focus is somewhere (a move, or the
 * visitor, put it there), where the control has no copy (a vote's buttons
 * become the score; a deleted comment's controls are gone), or where the
 * visitor had left the control before it went.
 */
export function keepFocus(root: HTMLElement): { restore(): void; stop(): void } {
  const document = root.ownerDocument
  let last: Followed | null = null
  const follow = (element: Element): Followed => ({
    element,
    place: placeOf(element, root, lookOf),
    printed: element.hasAttribute(actionAttribute) ? null : placeOf(element, root, classOf),
  })

  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || event.target === root) return
    // Focus that arrives anew is the visitor's to give to a move again.
    keptFocus.delete(event.target)
    last = follow(event.target)
  }
  const onFocusOut = (event: FocusEvent) => {
    const from = last?.element
    if (!from || event.target !== from) return
    const to = event.relatedTarget
    if (to instanceof Node && root.contains(to)) return
    if (to !== null) {
      last = null
      return
    }
    // Chromium fires focusout on a focused element a render removes or moves,
    // while it is still in place; a visitor who clicks the page's background
    // fires it too. Which one it was is known once the task's DOM work is done:
    // still in the page and not focused again, the visitor left it.
    queueMicrotask(() => {
      const focused = documentProperty(document, 'activeElement') === from
      if (from.isConnected && !focused && last?.element === from) last = null
    })
  }
  const onAct = (event: Event) => {
    if (event.target instanceof Element) keptFocus.delete(event.target)
  }

  // The focus that arrived as the keeper was fetched.
  const active = documentProperty(document, 'activeElement')
  if (active && active !== root && root.contains(active)) {
    last = follow(active)
  }
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  root.addEventListener('keydown', onAct, true)
  root.addEventListener('pointerdown', onAct, true)

  return {
    restore() {
      if (!last) return
      const active = documentProperty(document, 'activeElement')
      if (active !== null && active !== documentProperty(document, 'body')) return
      // Still in the page, it was moved (a visitor who left it is forgotten); gone, its copy stands in.
      const { element, place, printed } = last
      const target = element.isConnected
        ? element
        : (controlAt(place, root, lookOf) ?? (printed && controlAt(printed, root, classOf)))
      if (!(target instanceof HTMLElement)) return
      target.focus({ preventScroll: true })
      keptFocus.set(target, element)
      // The copy sits where the old control was, unless the thread grew or shrank above it.
      const { top, bottom } = target.getBoundingClientRect()
      if (bottom < 0 || top > documentProperty(document, 'documentElement').clientHeight) {
        target.scrollIntoView({ block: 'nearest' })
      }
    },
    stop() {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('keydown', onAct, true)
      root.removeEventListener('pointerdown', onAct, true)
    },
  }
}
