// @vitest-environment jsdom
import type { ListingResult } from '@jc/protocol'
import { createListingServer, type Faults, listingHandlers, noFaults } from '@jc/server-emulation'
import { requestEndEvent } from '@jc/widget-kit'
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineListingTabs } from './define.ts'
import { createTestEnvironment } from './test-environment.ts'

const listing = createListingServer()
let faults: Faults = noFaults
const network = setupServer(...listingHandlers(listing, { faults: () => faults }))
const bodies: URLSearchParams[] = []
network.events.on('request:start', async ({ request }) => {
  bodies.push(new URLSearchParams(await request.clone().text()))
})

const test = createTestEnvironment()
// The calls the widget makes, in order: a test waits for the widget to be done with one.
const posts: Promise<ListingResult>[] = []
await defineListingTabs({
  environment: {
    ...test.environment,
    post: (options) => {
      const answer = test.environment.post(options)
      posts.push(answer)
      return answer
    },
  },
})

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  faults = noFaults
  bodies.length = 0
  posts.length = 0
  test.narrow.value = false
  test.reducedMotion.value = false
  test.slider.moves.length = 0
  test.slider.building = undefined
  test.warnings.mockClear()
})
afterEach(() => {
  network.resetHandlers()
  document.body.replaceChildren()
})
afterAll(() => network.close())

async function page(lang: 'fa' | 'en', ...modules: number[]): Promise<HTMLElement[]> {
  const dir = lang === 'fa' ? 'rtl' : 'ltr'
  const blocks = modules.map((id) => `<listing-tabs>${listing.renderBlock(id)}</listing-tabs>`)
  document.body.innerHTML = `<main lang="${lang}" dir="${dir}">${blocks.join('')}</main>`
  await act(async () => {})
  return [...document.querySelectorAll('listing-tabs')] as HTMLElement[]
}

function only<T>(items: readonly T[]): T {
  const [first] = items
  if (first === undefined) throw new Error('nothing there')
  return first
}

/**
 * Holds each listing request at the server until the test lets its answer go,
 * so the order of requests and answers is the test's, whatever the machine's load.
 */
function holdAnswers() {
  const arrivals = new Map<string, Deferred>()
  const answers = new Map<string, Deferred>()
  const of = (deferreds: Map<string, Deferred>, category: string) => {
    const existing = deferreds.get(category)
    if (existing) return existing
    const created = deferred()
    deferreds.set(category, created)
    return created
  }
  network.use(
    http.post('*', async ({ request }) => {
      const category = new URLSearchParams(await request.clone().text()).get('categoryid') ?? ''
      of(arrivals, category).resolve()
      await of(answers, category).promise
      // Nothing returned: the emulation answers.
    }),
  )
  return {
    /** Settles once a request for the category has reached the server. */
    arrived: (category: string) => of(arrivals, category).promise,
    /** Lets the answers for the category go, this one and any later. */
    answer: (category: string) => of(answers, category).resolve(),
  }
}

interface Deferred {
  readonly promise: Promise<void>
  readonly resolve: () => void
}

function deferred(): Deferred {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/**
 * Waits until the widget has dealt with the outcome of a call (its answer,
 * failure or abort) and rendered it: the widget awaits the call before this does.
 */
const handled = (call: Promise<unknown> | undefined) =>
  act(async () => {
    await call?.then(
      () => {},
      () => {},
    )
  })

const items = (panel: HTMLElement) => panel.querySelectorAll('.ltabs-item').length
const selectedPanel = (block: HTMLElement) =>
  within(block).getByRole('tabpanel') satisfies HTMLElement

describe('<listing-tabs> taking over the server markup', () => {
  it('shows a tablist with the preloaded tab selected and its items as rendered', async () => {
    const block = only(await page('en', 201))
    const tabs = within(block).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual([
      'Technology',
      'Sport',
      'Culture',
      'Health',
    ])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ])
    expect(tabs[0]?.getAttribute('tabindex')).toBe('0')
    const panel = selectedPanel(block)
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    expect(items(panel)).toBe(6)
    expect(within(panel).getByRole('button', { name: 'Load more' })).toBeTruthy()
    expect(
      block.querySelector('#sj_listing_tabs_201.sj-listing-tabs .ltabs-tabs-container'),
    ).not.toBeNull()
    expect(bodies).toHaveLength(0)
  })

  it('sanitizes the server’s own items too, and counts only those it shows', async () => {
    const hostile =
      '<div class="ltabs-item"><img src="/images/lazy.svg" data-src="/images/real.svg" alt="x" onerror="alert(1)"><script>alert(2)</script></div>' +
      '<svg class="ltabs-item"><a href="/elsewhere"><text>drawn</text></a></svg>'
    const block = listing.renderBlock(201).replace('<div class="ltabs-item new', `${hostile}$&`)
    document.body.innerHTML = `<listing-tabs>${block}</listing-tabs>`
    await act(async () => {})
    const panel = selectedPanel(document.querySelector('listing-tabs') as HTMLElement)
    expect(items(panel)).toBe(7)
    const image = panel.querySelector('img[data-src="/images/real.svg"]')
    expect(image?.hasAttribute('onerror')).toBe(false)
    expect(panel.querySelector('script, svg')).toBeNull()
    expect(panel.textContent).not.toContain('drawn')
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items(panel)).toBe(13))
    expect(only(bodies).get('ajax_reslisting_start')).toBe('7')
  })

  it('keeps the place of a visitor who tabbed into the printed block before it was taken over', async () => {
    document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
    const printed = [...document.querySelectorAll<HTMLElement>('.ltabs-item a')]
    printed[2]?.focus()
    await act(async () => {})
    const panel = selectedPanel(document.querySelector('listing-tabs') as HTMLElement)
    const rendered = [...panel.querySelectorAll('.ltabs-item a')]
    expect(rendered).toHaveLength(printed.length)
    expect(printed[2]?.isConnected).toBe(false)
    expect(document.activeElement).toBe(rendered[2])
  })

  it('keeps the focus on the carousel card a visitor reached in the printed block', async () => {
    document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
    const printed = document.querySelectorAll<HTMLElement>('a.ltabs-category-link')
    printed[1]?.focus()
    const name = printed[1]?.querySelector('.ltabs-category-name')?.textContent
    await act(async () => {})
    expect(printed[1]?.isConnected).toBe(false)
    expect(document.activeElement?.matches('a.ltabs-category-link')).toBe(true)
    expect(document.activeElement?.querySelector('.ltabs-category-name')?.textContent).toBe(name)
  })

  it('starts the carousel at a card out of view that a visitor reached in the printed block', async () => {
    document.body.innerHTML = `<main lang="en"><listing-tabs>${listing.renderBlock(201)}</listing-tabs></main>`
    document.querySelectorAll<HTMLElement>('a.ltabs-category-link')[3]?.focus()
    await act(async () => {})
    expect(test.slider.initial).toBe(3)
    act(() => test.slider.rest([3, 0, 1]))
    const card = document.querySelectorAll('.ltabs-category')[3]
    expect(card?.hasAttribute('inert')).toBe(false)
    expect(card?.contains(document.activeElement)).toBe(true)
  })

  it('says listing-tabs:ready once its tabs work, for the loader to tap a tab tapped before', async () => {
    const ready = vi.fn()
    document.addEventListener('listing-tabs:ready', ready)
    const [first, second] = await page('en', 201, 202)
    document.removeEventListener('listing-tabs:ready', ready)
    expect(ready.mock.calls.map(([event]) => [event.target, event.bubbles])).toEqual([
      [first, true],
      [second, true],
    ])
    expect(within(first as HTMLElement).getAllByRole('tab').length).toBeGreaterThan(0)
  })

  it('renders nothing and says so without the module’s markup', async () => {
    const ready = vi.fn()
    document.addEventListener('listing-tabs:ready', ready)
    document.body.innerHTML =
      '<listing-tabs><p>nothing</p></listing-tabs><listing-tabs></listing-tabs>'
    await act(async () => {})
    document.removeEventListener('listing-tabs:ready', ready)
    expect(ready).not.toHaveBeenCalled()
    expect(document.querySelector('listing-tabs')?.childElementCount).toBe(0)
    expect(test.warnings.mock.calls).toEqual([
      [
        '<listing-tabs>: it shows nothing without the SJ Listing Tabs module’s markup (its div.sj-listing-tabs) inside it.',
      ],
      [
        '<listing-tabs>: it shows nothing without the SJ Listing Tabs module’s markup (its div.sj-listing-tabs) inside it.',
      ],
    ])
  })

  it('names a wrong module-id once and asks with the module’s own', async () => {
    document.body.innerHTML = `<listing-tabs module-id="abc">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    await userEvent.click(screen.getByRole('tab', { name: 'Sport' }))
    await waitFor(() => expect(items(selectedPanel(document.body))).toBe(6))
    expect(only(bodies).get('listing_tabs_moduleid')).toBe('201')
    expect(test.warnings.mock.calls).toEqual([
      [
        '<listing-tabs>: the attribute module-id is "abc"; it should be the module’s id, a positive whole number such as "101".',
      ],
    ])
  })

  it('names a lang it has no strings for, and speaks the page’s language', async () => {
    document.body.innerHTML = `<main lang="fa" dir="rtl"><listing-tabs lang="de">${listing.renderBlock(101)}</listing-tabs></main>`
    await act(async () => {})
    expect(screen.getByRole('tablist', { name: 'دسته‌ها' })).toBeTruthy()
    expect(test.warnings).toHaveBeenCalledWith(
      '<listing-tabs>: the attribute lang is "de"; it should be "fa" or "en".',
    )
  })

  it('names a delay as written, and a video-thumbnails template without {id}', async () => {
    document.body.innerHTML = `<listing-tabs delay="fast" video-thumbnails="/thumb.jpg">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    expect(test.warnings.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('the attribute delay is "fast"'),
      expect.stringContaining('the attribute video-thumbnails is "/thumb.jpg"'),
    ])
    const play = screen.getByRole('button', { name: 'Play video: Short film: Big Buck Bunny' })
    expect(play.querySelector('img')?.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    )
  })
})

describe('switching tabs', () => {
  it('loads a tab: loading indicator and aria-busy, then its items, an event and the request-end signal', async () => {
    faults = { ...noFaults, latencyMs: 50 }
    const block = only(await page('en', 201))
    const loaded = vi.fn()
    const ended = vi.fn()
    block.addEventListener('listing-tabs:tab-loaded', (event) => loaded(event.detail))
    document.addEventListener(requestEndEvent, ended)
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    const panel = selectedPanel(block)
    expect(panel.getAttribute('aria-busy')).toBe('true')
    expect(within(panel).getByText('Loading…')).toBeTruthy()
    await waitFor(() => expect(items(panel)).toBe(6))
    expect(panel.getAttribute('aria-busy')).toBe('false')
    expect(panel.classList.contains('ltabs-items-loaded')).toBe(true)
    expect(loaded).toHaveBeenCalledWith({ tab: 1, categoryId: '32', count: 6 })
    expect(ended).toHaveBeenCalled()
    expect(Object.fromEntries(only(bodies))).toMatchObject({
      listing_tabs_moduleid: '201',
      is_ajax_listing_tabs: '1',
      ajax_reslisting_start: '0',
      categoryid: '32',
      field_order: 'created',
      limitstart: '',
    })
    document.removeEventListener(requestEndEvent, ended)
  })

  it('writes the module’s classes on the tabs, the panels and the load-more button as they change', async () => {
    faults = { ...noFaults, latencyMs: 50 }
    const block = only(await page('en', 201))
    const classes = (selector: string) =>
      [...block.querySelectorAll(selector)].slice(0, 2).map((element) => element.className)
    expect(classes('.ltabs-tab')).toEqual(['ltabs-tab tab-sel tab-loaded', 'ltabs-tab'])
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    expect(classes('.ltabs-tab')).toEqual(['ltabs-tab tab-loaded', 'ltabs-tab tab-sel'])
    expect(classes('[role="tabpanel"]')).toEqual([
      'ltabs-items ltabs-items-loaded items-category-31',
      'ltabs-items ltabs-items-selected ltabs-process items-category-32',
    ])
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
    expect(classes('.ltabs-tab')).toEqual(['ltabs-tab tab-loaded', 'ltabs-tab tab-sel tab-loaded'])
    expect(classes('[role="tabpanel"]')[1]).toBe(
      'ltabs-items ltabs-items-selected ltabs-items-loaded items-category-32',
    )
    const button = () =>
      within(selectedPanel(block)).getByRole('button', { name: /Load more|All ready/ })
    expect(button().className).toBe('ltabs-loadmore-btn')
    await userEvent.click(button())
    expect(button().className).toBe('ltabs-loadmore-btn loading')
    await waitFor(() => expect(items(selectedPanel(block))).toBe(12))
    expect(button().className).toBe('ltabs-loadmore-btn')
  })

  it('hands the stylesheet the panels’ height as the visitor chose a tab, which they keep while it loads', async () => {
    faults = { ...noFaults, latencyMs: 50 }
    const block = only(await page('en', 201))
    const panels = block.querySelector('.ltabs-items-container')
    const sport = within(block).getByRole('tab', { name: 'Sport' })
    // jsdom lays nothing out: the height a browser would give.
    const measured = vi
      .spyOn(globalThis, 'getComputedStyle')
      .mockReturnValue({ blockSize: '903.5px' } as CSSStyleDeclaration)
    fireEvent.click(sport)
    const read = measured.mock.calls.map(([element]) => element)
    measured.mockRestore()
    expect(read).toEqual([panels])
    expect(panels?.getAttribute('style')).toBe('--ltabs-held: 903.5px;')
    expect(panels?.querySelector(':scope > .ltabs-process')).toBe(selectedPanel(block))
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
  })

  it('keeps the class of the tab of all categories', async () => {
    const block = only(await page('fa', 101))
    expect(block.querySelector('.ltabs-tab')?.className).toBe(
      'ltabs-tab tab-sel tab-loaded tab-all',
    )
  })

  it('loads the selected tab at once when the server printed it without its items', async () => {
    const unloaded = listing
      .renderBlock(201)
      .replace('ltabs-items ltabs-items-selected ltabs-items-loaded', 'ltabs-items')
    document.body.innerHTML = `<main lang="en"><listing-tabs>${unloaded}</listing-tabs></main>`
    await act(async () => {})
    const block = document.querySelector('listing-tabs') as HTMLElement
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
    expect(within(block).getByRole('status').textContent).toBe('6 of 13 items shown')
    expect(only(bodies).get('categoryid')).toBe('31')
  })

  it('does nothing when the selected tab is clicked', async () => {
    const block = only(await page('en', 201))
    await userEvent.click(within(block).getByRole('tab', { name: 'Technology' }))
    expect(bodies).toHaveLength(0)
  })

  it('replays a loaded tab’s entrance instead of fetching it again', async () => {
    const block = only(await page('en', 201))
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
    await userEvent.click(within(block).getByRole('tab', { name: 'Technology' }))
    const panel = selectedPanel(block)
    expect(items(panel)).toBe(6)
    expect(panel.querySelectorAll('.ltabs-entering')).toHaveLength(6)
    expect(bodies).toHaveLength(1)
  })

  it('aborts a request overtaken by a newer switch, whose panel keeps nothing of it', async () => {
    const held = holdAnswers()
    const block = only(await page('en', 201))
    const ended = vi.fn()
    document.addEventListener(requestEndEvent, ended)
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    const [sportCall] = posts
    await held.arrived('32')
    await userEvent.click(within(block).getByRole('tab', { name: 'Culture' }))
    const cultureCall = posts[1]
    await held.arrived('33')
    // The overtaken answer comes first, while the newer one is still out.
    held.answer('32')
    await handled(sportCall)
    const sport = block.querySelector('.items-category-32') as HTMLElement
    expect(items(sport)).toBe(0)
    expect(sport.classList.contains('ltabs-process')).toBe(false)
    expect(ended).not.toHaveBeenCalled()
    held.answer('33')
    await handled(cultureCall)
    expect(items(selectedPanel(block))).toBe(6)
    expect(ended).toHaveBeenCalledTimes(1)
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    await handled(posts[2])
    expect(items(selectedPanel(block))).toBe(6)
    expect(bodies.map((body) => body.get('categoryid'))).toEqual(['32', '33', '32'])
    document.removeEventListener(requestEndEvent, ended)
  })

  it('moves the focus with the arrow keys, Home and End, and activates with Enter, right to left', async () => {
    const block = only(await page('fa', 102))
    const tabs = within(block).getAllByRole('tab')
    tabs[0]?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tabs[1])
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tabs.at(-1))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tabs[0])
    await userEvent.keyboard('{End}{Enter}')
    expect(tabs.at(-1)?.getAttribute('aria-selected')).toBe('true')
    expect(bodies).toHaveLength(1)
  })

  it('leaves keys held with Alt, Ctrl or Meta to the browser, whose Alt+Left goes back', async () => {
    const block = only(await page('en', 201))
    const tabs = within(block).getAllByRole('tab')
    const carousel = within(block).getByRole('group', { name: 'Browse categories' })
    tabs[0]?.focus()
    const shortcuts = [
      { key: 'ArrowLeft', altKey: true },
      { key: 'ArrowRight', altKey: true },
      { key: 'End', ctrlKey: true },
      { key: 'Enter', metaKey: true },
    ]
    for (const shortcut of shortcuts) {
      expect(fireEvent.keyDown(tabs[0] as HTMLElement, shortcut)).toBe(true)
      expect(fireEvent.keyDown(carousel, shortcut)).toBe(true)
    }
    expect(document.activeElement).toBe(tabs[0])
    expect(test.slider.moves).toEqual([])
    expect(bodies).toHaveLength(0)
  })

  it('lets a failed tab be retried, with a short message meanwhile', async () => {
    const block = only(await page('en', 201))
    const errors = vi.fn()
    block.addEventListener('listing-tabs:error', (event) => errors(event.detail.request))
    faults = { ...noFaults, garbage: true }
    await userEvent.click(within(block).getByRole('tab', { name: 'Health' }))
    const alert = await within(block).findByRole('alert')
    expect(alert.textContent).toContain('could not be loaded')
    expect(errors).toHaveBeenCalledWith('tab')
    faults = noFaults
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
    expect(within(block).queryByRole('alert')).toBeNull()
  })

  it('names the address and module id asked when the answer is an HTML page, and offers a retry', async () => {
    document.body.innerHTML = `<listing-tabs ajax-url="/en/" module-id="999">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    // What Joomla sends when no listing module of the id asked is at the address: the page itself.
    const home =
      '<!DOCTYPE html><html lang="en"><head><script type="application/json">{"csrf.token":"x"}</script></head><body>Home</body></html>'
    network.use(http.post('*', () => HttpResponse.html(home)))
    await userEvent.click(screen.getByRole('tab', { name: 'Sport' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(test.warnings.mock.calls.map(([message]) => message)).toEqual([
      `<listing-tabs>: the listing address ${new URL('/en/', location.href).href} answered module id 999 with an HTML page instead of the listing’s JSON; check the attributes ajax-url and module-id (or the block’s data-ajaxurl and data-modid).`,
    ])
  })

  it('keeps the focus in the panel on "Try again" by keyboard, and says when it has loaded', async () => {
    const block = only(await page('en', 201))
    faults = { ...noFaults, status500: true }
    within(block).getByRole('tab', { name: 'Technology' }).focus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    const retry = await within(block).findByRole('button', { name: 'Try again' })
    faults = noFaults
    retry.focus()
    await userEvent.keyboard('{Enter}')
    const panel = selectedPanel(block)
    expect(document.activeElement).toBe(panel)
    await waitFor(() => expect(items(panel)).toBe(6))
    expect(document.activeElement).toBe(panel)
    expect(within(block).getByRole('status').textContent).toMatch(/^6 of \d+ items shown$/)
  })
})

describe('load more', () => {
  it('appends pages until the total, then reads "All ready" and ignores clicks', async () => {
    faults = { ...noFaults, latencyMs: 50 }
    const block = only(await page('en', 201))
    const appended = vi.fn()
    const all = vi.fn()
    block.addEventListener('listing-tabs:items-appended', (event) => appended(event.detail))
    block.addEventListener('listing-tabs:all-loaded', (event) => all(event.detail))
    const panel = selectedPanel(block)
    const button = within(panel).getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    expect(button.classList.contains('loading')).toBe(true)
    await waitFor(() => expect(items(panel)).toBe(12))
    expect(panel.querySelectorAll('.ltabs-entering')).toHaveLength(6)
    await userEvent.click(button)
    await waitFor(() => expect(items(panel)).toBe(13))
    expect(button.textContent).toBe('All ready')
    expect(button.className).toBe('ltabs-loadmore-btn loaded')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    expect(
      bodies.map((body) => [body.get('ajax_reslisting_start'), body.get('limitstart')]),
    ).toEqual([
      ['6', '6'],
      ['12', '12'],
    ])
    expect(bodies[0]?.get('time_temp')).not.toBe(bodies[1]?.get('time_temp'))
    expect(appended).toHaveBeenLastCalledWith({
      tab: 0,
      categoryId: '31',
      added: 1,
      count: 13,
      total: 13,
    })
    expect(all).toHaveBeenCalledWith({ tab: 0, categoryId: '31', count: 13 })
    expect(block.querySelector('.ltabs-loadmore')?.getAttribute('data-rl_start')).toBe('13')
  })

  it('ignores clicks while loading', async () => {
    faults = { ...noFaults, latencyMs: 300 }
    const block = only(await page('en', 201))
    const button = within(selectedPanel(block)).getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    await userEvent.click(button)
    await waitFor(() => expect(items(selectedPanel(block))).toBe(12))
    expect(bodies).toHaveLength(1)
  })

  it('keeps what was shown when it fails, says so, and works on the next click', async () => {
    const block = only(await page('en', 201))
    const panel = selectedPanel(block)
    faults = { ...noFaults, status500: true }
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'More items could not be loaded. Try again.',
    )
    expect(items(panel)).toBe(6)
    expect(test.warnings).toHaveBeenCalled()
    faults = noFaults
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items(panel)).toBe(12))
    expect(within(panel).queryByRole('alert')).toBeNull()
  })

  it('says a failure that comes while another tab is shown where the visitor is, until they go back', async () => {
    const block = only(await page('en', 201))
    // Only the load-more fails, once the visitor is on the next tab.
    network.use(
      http.post(
        '*',
        async () => {
          await delay(300)
          return new HttpResponse('', { status: 500 })
        },
        { once: true },
      ),
    )
    await userEvent.click(within(selectedPanel(block)).getByRole('button', { name: 'Load more' }))
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    // The Technology panel's own alert is hidden with it; this one is not.
    const alert = await within(block).findByRole('alert')
    expect(alert.textContent).toBe(
      'More items of “Technology” could not be loaded. Open its tab to try again.',
    )
    await userEvent.click(within(block).getByRole('tab', { name: 'Technology' }))
    const own = within(selectedPanel(block)).getByRole('alert')
    expect(within(block).getAllByRole('alert')).toEqual([own])
    expect(own.textContent).toBe('More items could not be loaded. Try again.')
  })

  it('ends on an empty answer, short of rl_total: "All ready", and the items kept', async () => {
    network.use(http.post('*', () => HttpResponse.json({ items_markup: '' })))
    const block = only(await page('en', 201))
    const panel = selectedPanel(block)
    const button = within(panel).getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    await waitFor(() => expect(button.classList.contains('loading')).toBe(false))
    expect(items(panel)).toBe(6)
    expect(button.textContent).toBe('All ready')
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('sanitizes the answer and leaves data-src images to the lazy loader', async () => {
    network.use(
      http.post('*', () =>
        HttpResponse.json({
          items_markup:
            '<div class="ltabs-item"><img src="/images/lazy.svg" data-src="/images/real.svg" alt="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></div>',
        }),
      ),
    )
    const block = only(await page('en', 201))
    const panel = selectedPanel(block)
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items(panel)).toBe(7))
    const image = panel.querySelector('img[data-src="/images/real.svg"]')
    expect(image?.getAttribute('src')).toBe('/images/lazy.svg')
    expect(image?.hasAttribute('onerror')).toBe(false)
    expect(panel.querySelector('script')).toBeNull()
    expect(panel.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('keeps a count per tab and per block', async () => {
    const [first, second] = await page('fa', 101, 102)
    if (!first || !second) throw new Error('two blocks expected')
    await userEvent.click(within(selectedPanel(first)).getByRole('button', { name: 'بیشتر' }))
    await waitFor(() => expect(items(selectedPanel(first))).toBe(12))
    expect(items(selectedPanel(second))).toBe(8)
    await userEvent.click(within(first).getByRole('tab', { name: 'ورزش' }))
    await waitFor(() => expect(items(selectedPanel(first))).toBe(6))
    await userEvent.click(within(first).getByRole('tab', { name: 'همه' }))
    expect(items(selectedPanel(first))).toBe(12)
  })
})

describe('on a narrow screen', () => {
  it('collapses the tabs into a select box that opens (by click or arrow), picks by keyboard and closes', async () => {
    test.narrow.value = true
    const block = only(await page('en', 201))
    const toggle = within(block).getByRole('button', { name: 'Category: Technology' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(block.querySelector('.ltabs-tabs-wrap')?.classList.contains('ltabs-selectbox')).toBe(
      true,
    )
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(block.querySelector('.ltabs-tabs')?.classList.contains('ltabs-open')).toBe(true)
    expect(document.activeElement?.textContent).toBe('Technology')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    expect(toggle.textContent).toBe('Category: Sport')
    await userEvent.click(toggle)
    await userEvent.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    // The closed button takes the arrows as a select box does: the list opens on its selected tab.
    toggle.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('Sport')
    await userEvent.keyboard('{Escape}')
    expect(document.activeElement).toBe(toggle)
    await userEvent.keyboard('{ArrowUp}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Escape}')
    // A modified arrow is the browser's.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('turns back into tabs when the window widens', async () => {
    test.narrow.value = true
    const block = only(await page('en', 201))
    act(() => test.narrow.set(false))
    expect(block.querySelector('.ltabs-selectbox')).toBeNull()
    expect(within(block).queryByRole('button', { name: /Category:/ })).toBeNull()
  })

  it('closes a list left open as the window widens, handing its focus to the selected tab', async () => {
    test.narrow.value = true
    const block = only(await page('en', 201))
    const toggle = within(block).getByRole('button', { name: 'Category: Technology' })
    await userEvent.click(toggle)
    await userEvent.keyboard('{ArrowDown}')
    act(() => test.narrow.set(false))
    expect(document.activeElement).toBe(within(block).getByRole('tab', { name: 'Technology' }))
    act(() => test.narrow.set(true))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(block.querySelector('.ltabs-open')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })

  it('hands the focus from a tab to the select box’s button as the window narrows, and back', async () => {
    const block = only(await page('fa', 101))
    within(block).getByRole('tab', { name: 'همه' }).focus()
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    act(() => test.narrow.set(true))
    const toggle = within(block).getByRole('button', { name: 'دسته: فناوری' })
    expect(document.activeElement).toBe(toggle)
    act(() => test.narrow.set(false))
    expect(document.activeElement).toBe(within(block).getByRole('tab', { name: 'فناوری' }))
  })

  it('hands the focus on as the window narrows on a page whose markup names activeElement and body', async () => {
    const block = only(await page('fa', 101))
    const tab = within(block).getByRole('tab', { name: 'همه' })
    tab.focus()
    printNamedImages(document, 'activeElement', 'body')
    act(() => test.narrow.set(true))
    expect(Reflect.get(Document.prototype, 'activeElement', document)).toBe(
      within(block).getByRole('button', { name: 'دسته: همه' }),
    )
  })
})

describe('motion', () => {
  it('shows the server’s items without an entrance, and staggers new ones by the delay', async () => {
    const block = only(await page('en', 201))
    expect(block.querySelectorAll('.ltabs-entering')).toHaveLength(0)
    const panel = selectedPanel(block)
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items(panel)).toBe(12))
    const entering = [...panel.querySelectorAll<HTMLElement>('.ltabs-entering')]
    expect(entering.map((item) => item.style.getPropertyValue('--ltabs-order'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
    const root = block.querySelector<HTMLElement>('.sj-listing-tabs')
    expect(root?.style.getPropertyValue('--ltabs-delay')).toBe('300ms')
    expect(root?.style.getPropertyValue('--ltabs-effect')).toBe('ltabs-zoomIn')
  })

  it('plays no entrance under prefers-reduced-motion', async () => {
    test.reducedMotion.value = true
    const block = only(await page('en', 201))
    await userEvent.click(within(block).getByRole('tab', { name: 'Sport' }))
    await waitFor(() => expect(items(selectedPanel(block))).toBe(6))
    expect(block.querySelectorAll('.ltabs-entering')).toHaveLength(0)
  })

  it('lets attributes override the module’s settings, and names a wrong one, keeping the module’s', async () => {
    document.body.innerHTML = `<listing-tabs effect="spin" delay="50">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    const root = document.querySelector<HTMLElement>('.sj-listing-tabs')
    expect(root?.style.getPropertyValue('--ltabs-delay')).toBe('50ms')
    expect(root?.style.getPropertyValue('--ltabs-effect')).toBe('ltabs-zoomIn')
    expect(test.warnings).toHaveBeenCalledWith(expect.stringContaining('effect is "spin"'))
  })

  it('names an empty effect or delay, and keeps the module’s', async () => {
    document.body.innerHTML = `<listing-tabs effect="" delay="">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    const root = document.querySelector<HTMLElement>('.sj-listing-tabs')
    expect(root?.style.getPropertyValue('--ltabs-effect')).toBe('ltabs-zoomIn')
    expect(root?.style.getPropertyValue('--ltabs-delay')).toBe('300ms')
    expect(test.warnings.mock.calls).toEqual([
      [expect.stringContaining('the attribute effect is ""')],
      [expect.stringContaining('the attribute delay is ""')],
    ])
  })
})

describe('the category carousel', () => {
  it('rests 3000 ms between its 3000 ms moves, and pauses on hover, on focus and with its control', async () => {
    const block = only(await page('en', 201))
    const carousel = within(block).getByRole('group', { name: 'Browse categories' })
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4'])
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    act(() => test.timers.advance(3000))
    expect(test.slider.moves).toEqual(['next'])
    // The move takes 3000 ms; the cards then rest in view as long before the next.
    act(() => test.timers.advance(5999))
    expect(test.slider.moves).toEqual(['next'])
    act(() => test.timers.advance(1))
    expect(test.slider.moves).toEqual(['next', 'next'])
    await userEvent.hover(carousel)
    act(() => test.timers.advance(6000))
    expect(test.slider.moves).toHaveLength(2)
    await userEvent.unhover(carousel)
    act(() => test.timers.advance(3000))
    expect(test.slider.moves).toHaveLength(3)
    const pause = within(carousel).getByRole('button', { name: 'Stop automatic slide show' })
    expect(pause.className).toBe('ltabs-carousel-pause')
    await userEvent.click(pause)
    expect(pause.className).toBe('ltabs-carousel-pause paused')
    await userEvent.unhover(carousel)
    pause.blur()
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toHaveLength(3)
    expect(pause.textContent).toBe('Start automatic slide show')
  })

  it('builds its slider on the block’s settings: the cards in view, the space, the speed, the loop', async () => {
    await page('en', 201)
    expect(test.slider.options).toMatchObject({ perView: 3, spacing: 5, speed: 3000, loop: true })
    const block = listing
      .renderBlock(201)
      .replace(/ data-(autoplay-timeout|autoplay-speed|margin|loop)="[^"]*"/g, '')
      .replace('class="ltabs-categories"', 'class="ltabs-categories" data-items="2"')
    document.body.innerHTML = `<main lang="en"><listing-tabs>${block}</listing-tabs></main>`
    await act(async () => {})
    // The module's own where the block names none: no space, 250 ms moves, no loop, a move every 5 s.
    expect(test.slider.options).toMatchObject({ perView: 2, spacing: 0, speed: 250, loop: false })
    act(() => test.timers.advance(4999))
    expect(test.slider.moves).toEqual([])
    act(() => test.timers.advance(1))
    expect(test.slider.moves).toEqual(['next'])
  })

  it('is named in Persian and moves by its buttons and by arrow keys, right to left', async () => {
    const block = only(await page('fa', 101))
    const carousel = within(block).getByRole('group', { name: 'مرور دسته‌ها' })
    // A screen reader calls it and its cards by Persian names too.
    expect(carousel.getAttribute('aria-roledescription')).toBe('نمایش اسلاید')
    expect(
      new Set(
        within(carousel)
          .getAllByRole('group')
          .map((slide) => slide.getAttribute('aria-roledescription')),
      ),
    ).toEqual(new Set(['اسلاید']))
    await userEvent.click(within(carousel).getByRole('button', { name: 'دستهٔ بعدی' }))
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}')
    expect(test.slider.moves).toEqual(['next', 'next', 'previous'])
  })

  it('hides the cards out of view and says where a move by the visitor leaves it, never a rotation', async () => {
    const block = only(await page('en', 201))
    const carousel = within(block).getByRole('group', { name: 'Browse categories' })
    const cards = [...carousel.querySelectorAll<HTMLElement>('.ltabs-category')]
    const live = carousel.querySelector('[aria-live]')
    const inert = () => cards.map((card) => card.hasAttribute('inert'))
    // Before the slider has laid them out, every card is there, as without script.
    expect(inert()).toEqual([false, false, false, false])
    act(() => test.slider.rest([0, 1, 2]))
    expect(inert()).toEqual([false, false, false, true])
    // Nor is where it starts.
    expect(live?.textContent).toBe('')
    act(() => test.timers.advance(3000))
    act(() => test.slider.rest([1, 2, 3]))
    expect(inert()).toEqual([true, false, false, false])
    // The rotation's moves are not said.
    expect(live?.getAttribute('aria-live')).toBe('off')
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous category' }))
    expect(live?.getAttribute('aria-live')).toBe('polite')
    act(() => test.slider.rest([0, 1, 2]))
    expect(live?.textContent).toBe('Slides 1, 2, and 3 of 4 shown')
    expect(inert()).toEqual([false, false, false, true])
  })

  it('says in Persian which cards a move shows, across the loop’s seam', async () => {
    const block = only(await page('fa', 101))
    const carousel = within(block).getByRole('group', { name: 'مرور دسته‌ها' })
    act(() => test.slider.rest([0, 1]))
    await userEvent.click(within(carousel).getByRole('button', { name: 'دستهٔ قبلی' }))
    act(() => test.slider.rest([3, 0]))
    const live = carousel.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('اسلایدهای ۴ و ۱ از ۴ دیده می‌شوند')
  })

  it('stops rotating for good once dragged, so that the drag’s move is said too', async () => {
    const block = only(await page('en', 201))
    const carousel = within(block).getByRole('group', { name: 'Browse categories' })
    act(() => test.slider.rest([0]))
    act(() => test.slider.drag())
    expect(
      within(carousel).getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeTruthy()
    act(() => test.slider.rest([1]))
    expect(carousel.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 2 of 4 shown')
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual([])
  })

  it('starts paused under prefers-reduced-motion', async () => {
    test.reducedMotion.value = true
    const block = only(await page('en', 201))
    expect(within(block).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual([])
  })

  it('stands still for less motion asked for between its first render and its listening', async () => {
    // The preference turns while the slider is built, before the carousel subscribes: no event comes.
    test.slider.building = () => {
      test.reducedMotion.value = true
    }
    const block = only(await page('en', 201))
    expect(within(block).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual([])
  })

  it('stops at its next step for less motion it was not told of', async () => {
    const block = only(await page('en', 201))
    act(() => test.timers.advance(3000))
    expect(test.slider.moves).toEqual(['next'])
    // The preference turns without a change event reaching the carousel.
    test.reducedMotion.value = true
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual(['next'])
    expect(within(block).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
  })

  it('stops rotating when the visitor asks for less motion after the page loaded', async () => {
    const block = only(await page('en', 201))
    act(() => test.timers.advance(3000))
    expect(test.slider.moves).toEqual(['next'])
    act(() => test.reducedMotion.set(true))
    expect(within(block).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual(['next'])
    act(() => test.reducedMotion.set(false))
    act(() => test.timers.advance(9000))
    expect(test.slider.moves).toEqual(['next'])
  })

  it('shows a video’s thumbnail and loads the privacy-friendly player only on play', async () => {
    document.body.innerHTML = `<listing-tabs video-thumbnails="/images/video/{host}-{id}.svg">${listing.renderBlock(201)}</listing-tabs>`
    await act(async () => {})
    const play = screen.getByRole('button', { name: 'Play video: Short film: Big Buck Bunny' })
    const thumbnail = play.querySelector('img')
    expect(thumbnail?.getAttribute('src')).toBe('/images/video/youtube-aqz-KE-bpKQ.svg')
    expect(thumbnail?.getAttribute('loading')).toBe('lazy')
    expect(document.querySelector('iframe')).toBeNull()
    await userEvent.click(play)
    const frame = screen.getByTitle('Short film: Big Buck Bunny')
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    )
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
    const vimeo = screen.getByRole('button', {
      name: 'Play video: Short film: The sound of the earth',
    })
    expect(vimeo.querySelector('img')?.getAttribute('src')).toBe('/images/video/vimeo-76979871.svg')
  })
})
