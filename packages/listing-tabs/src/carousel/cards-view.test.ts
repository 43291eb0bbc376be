import { describe, expect, it } from 'vitest'
import { cardsViewTransition, initialCardsView } from './cards-view.ts'

describe('the cards in view', () => {
  it('are every card until the slider says, and its first word is not a move', () => {
    const first = cardsViewTransition(initialCardsView, [0, 1, 2])
    expect(first).toEqual({ cards: [0, 1, 2], moved: false })
  })

  it('ignore a reading that changes nothing, such as the layout just after the start', () => {
    const first = cardsViewTransition(initialCardsView, [0, 1, 2])
    expect(cardsViewTransition(first, [0, 1, 2])).toBe(first)
  })

  it('count as moved once other cards come into view', () => {
    const first = cardsViewTransition(initialCardsView, [0, 1, 2])
    const moved = cardsViewTransition(first, [1, 2, 3])
    expect(moved).toEqual({ cards: [1, 2, 3], moved: true })
    expect(cardsViewTransition(moved, [1, 2, 3])).toBe(moved)
  })
})
