/**
 * How long `<listing-tabs>` takes, in jsdom, for the two things a visitor
 * waits on after the network: appending a 24-item load-more answer
 * (sanitize, count, render), and switching to a tab that is already loaded
 * (re-render and replay the entrance). The answers come from the listing
 * emulation's own item markup, so their size is a real page's.
 *
 * Run: pnpm --filter @jc/listing-tabs bench
 */
import { createListingServer } from '@jc/server-emulation'
import { act } from 'react'
import { bench, describe } from 'vitest'
import { defineListingTabs } from '../src/index.ts'
import { createTestEnvironment } from '../src/test-environment.ts'

const listing = createListingServer()
const itemsMarkup = (count: number): string => {
  const page = listing.respond({
    url: '/en/index.html',
    body: 'listing_tabs_moduleid=201&is_ajax_listing_tabs=1&ajax_reslisting_start=0&categoryid=32&field_order=created',
  })
  const one = (JSON.parse(page?.body ?? '{}') as { items_markup: string }).items_markup
  const items = one.split('</div></div></div>').filter((item) => item.includes('ltabs-item'))
  return Array.from(
    { length: count },
    (_, index) => `${items[index % items.length]}</div></div></div>`,
  ).join('')
}
const answer24 = JSON.stringify({ items_markup: itemsMarkup(24) })

const test = createTestEnvironment()
// An answer as fast as memory allows, so only the widget is timed.
const environment = {
  ...test.environment,
  post: async () => ({
    ok: true as const,
    itemsMarkup: JSON.parse(answer24).items_markup,
    warnings: [],
  }),
}
// Defined once the sanitizing boundary is ready (here, once DOMPurify is loaded).
await defineListingTabs({ environment })

// React's act() needs to know it runs outside a test framework's own environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

async function mount(): Promise<HTMLElement> {
  // A total no number of appends reaches, so every timed click appends.
  const block = listing.renderBlock(201).replace(/data-rl_total="\d+"/g, 'data-rl_total="1000000"')
  document.body.innerHTML = `<listing-tabs lang="en">${block}</listing-tabs>`
  await act(async () => {})
  return document.querySelector('listing-tabs') as HTMLElement
}

const loadMoreOf = (block: HTMLElement) =>
  block.querySelector<HTMLButtonElement>('.ltabs-items-selected .ltabs-loadmore-btn')

async function until(check: () => boolean): Promise<void> {
  while (!check()) await act(async () => {})
}

describe('<listing-tabs>', () => {
  let block: HTMLElement
  bench(
    'append 24 items (load more answer → rendered)',
    async () => {
      const before = block.querySelectorAll('.ltabs-items-selected .ltabs-item').length
      await act(async () => loadMoreOf(block)?.click())
      await until(
        () => block.querySelectorAll('.ltabs-items-selected .ltabs-item').length >= before + 24,
      )
    },
    {
      setup: async () => {
        block = await mount()
      },
      iterations: 10,
      warmupIterations: 2,
    },
  )

  let tabs: HTMLElement[] = []
  let next = 0
  bench(
    'switch to an already loaded tab',
    async () => {
      next = next === 0 ? 1 : 0
      await act(async () => tabs[next]?.click())
    },
    {
      setup: async () => {
        block = await mount()
        tabs = [...block.querySelectorAll<HTMLElement>('[role="tab"]')]
        await act(async () => tabs[1]?.click())
        await until(() => tabs[1]?.classList.contains('tab-loaded') === true)
      },
      iterations: 200,
      warmupIterations: 10,
    },
  )
})
