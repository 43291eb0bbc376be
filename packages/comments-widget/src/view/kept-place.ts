/**
 * A thread shown anew keeps the place of the visitor reading it.
 *
 * The widget replaces a thread's nodes twice in a visit: its first render
 * takes over the printed block, and an answer with a new page of the thread
 * replaces the old list. A visitor may be far down that thread by then (a
 * link to a comment, a slow network). Scroll anchoring cannot hold their
 * place, as the nodes it holds on to are gone; and each comment the browser
 * had rendered (`content-visibility: auto` remembers its height) comes back
 * at the stylesheet's estimate. So before the nodes go, their heights are
 * read, and each new comment with the same id counts for that height until
 * it renders.
 */

/**
 * The comment boxes the stylesheet skips off screen (jc-comments.css): every
 * list of the thread has this class. A commenter's copy of it inside a comment
 * matches too, and changes nothing.
 */
export const commentBoxes = '.comments-list > :not(.comments-list)'

/**
 * Has each comment box under `to` count for the content height the box with
 * its id takes under `from` (laid out in the page), until it renders.
 */
export function carryHeights(from: ParentNode, to: ParentNode): void {
  const heights = new Map<string, number>()
  // The estimate and the remembered height are a content height: the boxes' padding and
  // borders, the same for every comment in a JComments template, are taken off.
  let edge: number | undefined
  for (const box of from.querySelectorAll(commentBoxes)) {
    if (edge === undefined) {
      const style = (box.ownerDocument.defaultView as Window).getComputedStyle(box)
      // Computed lengths are in px.
      edge = [
        style.paddingTop,
        style.paddingBottom,
        style.borderTopWidth,
        style.borderBottomWidth,
      ].reduce((sum, length) => sum + Number.parseFloat(length), 0)
    }
    const height = box.getBoundingClientRect().height - edge
    if (height > 0) heights.set(box.id, height)
  }
  for (const box of to.querySelectorAll<HTMLElement>('[id]')) {
    const height = heights.get(box.id)
    if (height) box.style.setProperty('--jc-comment-intrinsic-size', `${height}px`)
  }
}
