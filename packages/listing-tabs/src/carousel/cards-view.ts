/** Which cards are in view, as the slider said the last time it came to rest. */
export interface CardsView {
  /**
   * Indices in the markup, nearest the list's start first; undefined until the slider has
   * laid the cards out, when every card is in view, as without script.
   */
  readonly cards: readonly number[] | undefined
  /**
   * False for the slider's first reading, which nobody asked for: said on load, it would
   * greet a visitor under reduced motion (whose carousel stands still) with it.
   */
  readonly moved: boolean
}

export const initialCardsView: CardsView = { cards: undefined, moved: false }

/**
 * A new reading of the cards in view. One that changes nothing is dropped: keen-slider reads
 * again at every layout (the strip's width is measured once more just after it starts), and
 * only a move is news.
 */
export function cardsViewTransition(view: CardsView, cards: readonly number[]): CardsView {
  const { cards: before } = view
  if (before?.length === cards.length && before.every((card, at) => card === cards[at])) {
    return view
  }
  return { cards, moved: before !== undefined }
}
