// @vitest-environment jsdom
import { createListingServer, listingHandlers, noFaults } from '@jc/server-emulation'
import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineListingTabs } from './define.ts'
import { createTestEnvironment } from './test-environment.ts'

const listing = createListingServer()
const network = setupServer(...listingHandlers(listing, { faults: () => noFaults }))
await defineListingTabs({ environment: createTestEnvironment().environment })

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  network.resetHandlers()
  document.body.replaceChildren()
})
afterAll(() => network.close())

describe('a tab’s panel', () => {
  it('is a Tab stop of its own while its first items are on their way, and no longer once they hold links', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    network.use(http.post('*', () => held))
    document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
    await act(async () => {})
    const element = document.querySelector('listing-tabs') as HTMLElement
    await userEvent.click(within(element).getByRole('tab', { name: 'Sport' }))
    const panel = within(element).getByRole('tabpanel')
    expect(panel.getAttribute('aria-busy')).toBe('true')
    // From the tab, Tab reaches the busy panel rather than skipping past the block.
    await userEvent.tab()
    expect(document.activeElement).toBe(panel)
    answer()
    await waitFor(() => expect(panel.querySelector('.ltabs-item a')).not.toBeNull())
    expect(panel.getAttribute('tabindex')).toBe('-1')
  })
})
