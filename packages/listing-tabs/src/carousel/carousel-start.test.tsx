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
  test.reducedMotion.value = false
})

async function carousel(): Promise<HTMLElement> {
  document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
  await act(async () => {})
  return within(document.body).getByRole('group', { name: 'Browse categories' })
}

/** The visitor presses the control, then leaves the carousel, which pauses while hovered or focused. */
async function press(group: HTMLElement, name: string) {
  const control = within(group).getByRole('button', { name })
  await userEvent.click(control)
  await userEvent.unhover(group)
  control.blur()
}

describe('the carousel’s start control under prefers-reduced-motion', () => {
  it('starts the rotation the visitor asks for, and it goes on', async () => {
    test.reducedMotion.value = true
    const group = await carousel()
    await press(group, 'Start automatic slide show')
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual(['next', 'next', 'next'])
    expect(within(group).getByRole('button', { name: 'Stop automatic slide show' })).toBeTruthy()
  })

  it('starts it again after less motion asked for later stopped it', async () => {
    const group = await carousel()
    act(() => test.reducedMotion.set(true))
    await press(group, 'Start automatic slide show')
    act(() => test.timers.advance(6000))
    expect(test.slider.moves).toEqual(['next', 'next'])
  })
})
