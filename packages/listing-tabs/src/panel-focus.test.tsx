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

async function block(lang: 'fa' | 'en', module: number): Promise<HTMLElement> {
  document.body.innerHTML = `<main lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}"><listing-tabs>${listing.renderBlock(module)}</listing-tabs></main>`
  await act(async () => {})
  return document.querySelector('listing-tabs') as HTMLElement
}

const panelOf = (element: HTMLElement) => within(element).getByRole('tabpanel')
const items = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('.ltabs-item')]

describe('load more by keyboard', () => {
  it('takes the focus to the first item it brought, and says how many it brought and how many are shown, in Persian', async () => {
    const element = await block('fa', 101)
    const panel = panelOf(element)
    within(panel).getByRole('button', { name: 'بیشتر' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(items(panel)).toHaveLength(12))
    expect(document.activeElement).toBe(items(panel)[6]?.querySelector('a'))
    expect(within(element).getByRole('status').textContent).toMatch(
      /^۶ مطلب دیگر بارگذاری شد\. ۱۲ از [۰-۹]+ مطلب نمایش داده شد$/,
    )
  })

  it('leaves the focus where the visitor went while it loaded', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    // Nothing returned: the emulation answers, once the test has moved the focus.
    network.use(http.post('*', () => held))
    const element = await block('en', 201)
    const panel = panelOf(element)
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    const tab = within(element).getByRole('tab', { name: 'Technology' })
    tab.focus()
    answer()
    await waitFor(() => expect(items(panel)).toHaveLength(12))
    expect(document.activeElement).toBe(tab)
  })
})

describe('a tab’s panel', () => {
  it('is a Tab stop of its own while its first items are on their way, and no longer once they hold links', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    network.use(http.post('*', () => held))
    const element = await block('en', 201)
    await userEvent.click(within(element).getByRole('tab', { name: 'Sport' }))
    const panel = panelOf(element)
    expect(panel.getAttribute('aria-busy')).toBe('true')
    // From the tab, Tab reaches the busy panel rather than skipping past the block.
    await userEvent.tab()
    expect(document.activeElement).toBe(panel)
    answer()
    await waitFor(() => expect(panel.querySelector('.ltabs-item a')).not.toBeNull())
    expect(panel.getAttribute('tabindex')).toBe('-1')
  })
})
