// @vitest-environment jsdom
import { createListingServer } from '@jc/server-emulation'
import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { defineListingTabs } from '../define.ts'
import { createTestEnvironment } from '../test-environment.ts'

const listing = createListingServer()
const test = createTestEnvironment()
await defineListingTabs({ environment: test.environment })

afterEach(() => {
  document.body.replaceChildren()
  test.slider.moves.length = 0
})

/** The English block's carousel: four cards, the second and third with a video. */
async function carousel(): Promise<HTMLElement[]> {
  document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
  await act(async () => {})
  const group = within(document.body).getByRole('group', { name: 'Browse categories' })
  return [...group.querySelectorAll<HTMLElement>('.ltabs-category')]
}

const link = (card: HTMLElement | undefined) =>
  card?.querySelector<HTMLElement>('a.ltabs-category-link')

describe('the carousel keeps the keyboard focus in view', () => {
  it('on the next card in view when an arrow key moves the focused card out at the start', async () => {
    const cards = await carousel()
    act(() => test.slider.rest([0, 1, 2]))
    link(cards[0])?.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(test.slider.moves).toEqual(['next'])
    act(() => test.slider.rest([1, 2, 3]))
    expect(cards[0]?.hasAttribute('inert')).toBe(true)
    // The like control: the second card's category link, not its video's play button.
    expect(document.activeElement).toBe(link(cards[1]))
  })

  it('on the last card in view when the focused card goes out at the end', async () => {
    const cards = await carousel()
    act(() => test.slider.rest([1, 2, 3]))
    link(cards[3])?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(test.slider.moves).toEqual(['previous'])
    act(() => test.slider.rest([0, 1, 2]))
    expect(document.activeElement).toBe(link(cards[2]))
  })

  it('leaves a focus that stays in view, or is elsewhere, where it is', async () => {
    const cards = await carousel()
    act(() => test.slider.rest([0, 1, 2]))
    link(cards[2])?.focus()
    act(() => test.slider.rest([1, 2, 3]))
    expect(document.activeElement).toBe(link(cards[2]))
    const next = within(document.body).getByRole('button', { name: 'Next category' })
    next.focus()
    act(() => test.slider.rest([2, 3, 0]))
    expect(document.activeElement).toBe(next)
  })
})
