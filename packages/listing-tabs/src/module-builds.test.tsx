// @vitest-environment jsdom
import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineListingTabs } from './define.ts'
import { createTestEnvironment } from './test-environment.ts'

/*
 * Blocks written by hand the way the two builds of SJ Listing Tabs print
 * them: the content build (1.0.0: no ordering on its tabs, none on its
 * load-more block) and the K2 build, whose block also names its instance
 * and each tab's category for its endpoint, and whose endpoint prints a
 * marker before the JSON and a sentence where there is no item.
 */

type Lang = 'fa' | 'en'
type Build = 'content' | 'k2'

const labels = {
  en: {
    tabs: ['Gardens', 'Bridges', 'Archive'],
    loadMore: 'Load more',
    allReady: 'All ready',
    empty: 'There are no items in this category yet.',
    allShown: '2 items shown; there are no more',
  },
  fa: {
    tabs: ['باغ‌ها', 'پل‌ها', 'بایگانی'],
    loadMore: 'بیشتر',
    allReady: 'همه بارگذاری شد',
    empty: 'این دسته هنوز مطلبی ندارد.',
    allShown: '۲ مطلب نمایش داده شد؛ مطلب دیگری نیست',
  },
} as const

const item = (title: string) =>
  `<div class="ltabs-item new-ltabs-item"><div class="item-inner"><div class="item-title"><a href="/article.html">${title}</a></div></div></div>`

const k2 = {
  module: '302',
  instance: '3021725148800',
  prefix: 'k2_listing_tab_ajax:123::::123',
  noItems: 'Has no content to show!.',
}

function loadMore(build: Build, lang: Lang, category: number, total: number, start = '2'): string {
  const loaded = total <= 2
  const label = loaded ? labels[lang].allReady : labels[lang].loadMore
  const order = build === 'k2' ? ' data-rl-field_order="hits"' : ''
  return `<div class="ltabs-loadmore" data-active-content=".items-category-${category}" data-categoryid="${category}" data-rl_start="${start}" data-rl_total="${total}" data-rl_allready="${labels[lang].allReady}" data-ajaxurl="/${lang}/index.html" data-modid="${build === 'k2' ? k2.module : '301'}" data-rl_load="2"${order}>
  <div class="ltabs-loadmore-btn${loaded ? ' loaded' : ''}" data-label="${label}"><span class="ltabs-image-loading"></span></div>
</div>`
}

/** The content build's block, module 301: two items of five preloaded, a tab to load, an empty category. */
function contentBlock(lang: Lang, start?: string): string {
  const [first, second, third] = labels[lang].tabs
  return `<div id="sj_listing_tabs_301" class="sj-listing-tabs first-load">
<div class="ltabs-wrap">
<div class="ltabs-tabs-container" data-delay="300" data-duration="600" data-effect="none" data-ajaxurl="/${lang}/index.html" data-modid="301">
  <div class="ltabs-tabs-wrap">
    <span class="ltabs-tab-selected"></span><span class="ltabs-tab-arrow">&#9660;</span>
    <ul class="ltabs-tabs cf">
      <li class="ltabs-tab tab-sel tab-loaded" data-category-id="51" data-active-content=".items-category-51"><span class="ltabs-tab-label">${first}</span></li>
      <li class="ltabs-tab" data-category-id="52" data-active-content=".items-category-52"><span class="ltabs-tab-label">${second}</span></li>
      <li class="ltabs-tab" data-category-id="53" data-active-content=".items-category-53"><span class="ltabs-tab-label">${third}</span></li>
    </ul>
  </div>
</div>
<div class="ltabs-items-container">
  <div class="ltabs-items ltabs-items-selected ltabs-items-loaded items-category-51">
    <div class="ltabs-items-inner ltabs00-4 none">${item('One')}<div class="clr1"></div>${item('Two')}<div class="clr1 clr2"></div></div>
    ${loadMore('content', lang, 51, 5, start)}
  </div>
  <div class="ltabs-items items-category-52"><div class="ltabs-items-inner ltabs00-4 none"><div class="ltabs-loading"></div></div>${loadMore('content', lang, 52, 3)}</div>
  <div class="ltabs-items items-category-53"><div class="ltabs-items-inner ltabs00-4 none"><div class="ltabs-loading"></div></div>${loadMore('content', lang, 53, 0)}</div>
</div>
</div>
</div>`
}

/** The K2 build's block, module 302, with the same categories (61, 62, 63) and the fields its endpoint reads. */
function k2Block(lang: Lang, start?: string): string {
  const [first, second, third] = labels[lang].tabs
  const tab = (id: number, label: string | undefined, selected: boolean) =>
    `<li class="ltabs-tab${selected ? ' tab-sel tab-loaded' : ''}" data-category-id="${id}" data-active-content=".items-category-${id}" data-field_order="hits" data-field_responsive="${id}"><span class="ltabs-tab-label">${label}</span></li>`
  return `<div id="sj_listing_tabs_${k2.instance}" class="sj-listing-tabs first-load">
<div class="ltabs-wrap">
<div class="ltabs-tabs-container" data-delay="300" data-duration="600" data-effect="none" data-ajaxurl="/${lang}/index.html" data-modid="${k2.module}" data-sj_class_responsive="${k2.instance}">
  <div class="ltabs-tabs-wrap">
    <span class="ltabs-tab-selected"></span><span class="ltabs-tab-arrow">&#9660;</span>
    <ul class="ltabs-tabs cf">${tab(61, first, true)}${tab(62, second, false)}${tab(63, third, false)}</ul>
  </div>
</div>
<div class="ltabs-items-container">
  <div class="ltabs-items ltabs-items-selected ltabs-items-loaded items-category-61">
    <div class="ltabs-items-inner ltabs00-4 none">${item('One')}${item('Two')}</div>
    ${loadMore('k2', lang, 61, 5, start)}
  </div>
  <div class="ltabs-items items-category-62"><div class="ltabs-items-inner ltabs00-4 none"><div class="ltabs-loading"></div></div>${loadMore('k2', lang, 62, 3)}</div>
  <div class="ltabs-items items-category-63"><div class="ltabs-items-inner ltabs00-4 none"><div class="ltabs-loading"></div></div>${loadMore('k2', lang, 63, 0)}</div>
</div>
</div>
</div>`
}

const builds = {
  content: {
    block: contentBlock,
    answer: (markup: string) => JSON.stringify({ items_markup: markup }),
    noItems: '',
  },
  k2: {
    block: k2Block,
    answer: (markup: string) => `${k2.prefix}${JSON.stringify({ items_markup: markup })}`,
    noItems: k2.noItems,
  },
} as const

/** What the server answers next, and every body it was sent, as sent. */
let answer = ''
const bodies: string[] = []
const network = setupServer(
  http.post('*', async ({ request }) => {
    bodies.push(await request.text())
    return new HttpResponse(answer, { headers: { 'Content-Type': 'application/json' } })
  }),
)

const test = createTestEnvironment()
// A fixed random number: with the test's clock at 0, every time_temp is 0250000.
await defineListingTabs({ environment: { ...test.environment, random: () => 0.25 } })

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  bodies.length = 0
  document.body.replaceChildren()
})
afterAll(() => network.close())

async function page(block: string, lang: Lang): Promise<HTMLElement> {
  const dir = lang === 'fa' ? 'rtl' : 'ltr'
  document.body.innerHTML = `<main lang="${lang}" dir="${dir}"><listing-tabs>${block}</listing-tabs></main>`
  await act(async () => {})
  return document.querySelector('listing-tabs') as HTMLElement
}

const selectedPanel = (block: HTMLElement) => within(block).getByRole('tabpanel')
const items = (block: HTMLElement) => selectedPanel(block).querySelectorAll('.ltabs-item').length
const status = (block: HTMLElement) => within(block).getByRole('status').textContent

describe('the request bodies', () => {
  it('of the content build: what its block defines, limitstart empty on a tab switch', async () => {
    const block = await page(contentBlock('en'), 'en')
    answer = builds.content.answer(item('Three') + item('Four'))
    await userEvent.click(within(block).getByRole('tab', { name: 'Bridges' }))
    await waitFor(() => expect(items(block)).toBe(2))
    await userEvent.click(within(block).getByRole('tab', { name: 'Gardens' }))
    await userEvent.click(within(selectedPanel(block)).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items(block)).toBe(4))
    await userEvent.click(within(selectedPanel(block)).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(bodies).toHaveLength(3))

    expect(bodies).toEqual([
      'listing_tabs_moduleid=301&is_ajax_listing_tabs=1&ajax_reslisting_start=0&categoryid=52&time_temp=0250000&field_order=&limitstart=',
      'listing_tabs_moduleid=301&is_ajax_listing_tabs=1&ajax_reslisting_start=2&categoryid=51&time_temp=0250000&field_order=&limitstart=2',
      'listing_tabs_moduleid=301&is_ajax_listing_tabs=1&ajax_reslisting_start=4&categoryid=51&time_temp=0250000&field_order=&limitstart=4',
    ])
  })

  it('of the K2 build: its instance on every call, the tab’s category on a switch', async () => {
    const block = await page(k2Block('fa'), 'fa')
    answer = builds.k2.answer(item('سه') + item('چهار'))
    await userEvent.click(within(block).getByRole('tab', { name: 'پل‌ها' }))
    await waitFor(() => expect(items(block)).toBe(2))
    await userEvent.click(within(block).getByRole('tab', { name: 'باغ‌ها' }))
    await userEvent.click(within(selectedPanel(block)).getByRole('button', { name: 'بیشتر' }))
    await waitFor(() => expect(items(block)).toBe(4))

    expect(bodies).toEqual([
      'listing_tabs_moduleid=302&is_ajax_listing_tabs=1&ajax_reslisting_start=0&categoryid=62&time_temp=0250000&field_order=hits&limitstart=&sj_class_responsive=3021725148800&field_responsive=62',
      'listing_tabs_moduleid=302&is_ajax_listing_tabs=1&ajax_reslisting_start=2&categoryid=61&time_temp=0250000&field_order=hits&limitstart=2&sj_class_responsive=3021725148800',
    ])
  })

  it('keeps the K2 block’s fields in the page for the template’s own scripts', async () => {
    const block = await page(k2Block('en'), 'en')
    expect(
      block.querySelector('.ltabs-tabs-container')?.getAttribute('data-sj_class_responsive'),
    ).toBe(k2.instance)
    expect(
      within(block)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('data-field_responsive')),
    ).toEqual(['61', '62', '63'])
  })

  it('sends limitstart as the load-more block holds it: empty until an answer, then the count', async () => {
    const block = await page(k2Block('en', ''), 'en')
    answer = builds.k2.answer(item('Three'))
    const button = within(selectedPanel(block)).getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    await waitFor(() => expect(items(block)).toBe(3))
    await userEvent.click(button)
    await waitFor(() => expect(bodies).toHaveLength(2))

    const sent = bodies.map((body) => new URLSearchParams(body))
    expect(sent.map((body) => [body.get('ajax_reslisting_start'), body.get('limitstart')])).toEqual(
      [
        ['2', ''],
        ['3', '3'],
      ],
    )
  })
})

describe.each([
  ['content', 'en'],
  ['content', 'fa'],
  ['k2', 'en'],
  ['k2', 'fa'],
] as const)('the %s build’s empty answers (%s)', (build, lang) => {
  const text = labels[lang]
  const { block: blockOf, answer: answerOf, noItems } = builds[build]

  it('a category without items says so, in the panel and the live region, with nothing to load', async () => {
    const block = await page(blockOf(lang), lang)
    const loaded = vi.fn()
    block.addEventListener('listing-tabs:tab-loaded', (event) => loaded(event.detail.count))
    answer = answerOf(noItems)
    await userEvent.click(within(block).getByRole('tab', { name: text.tabs[2] }))
    const panel = selectedPanel(block)
    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'))

    expect(within(panel).getByText(text.empty)).toBeTruthy()
    expect(panel.textContent).not.toContain(k2.noItems)
    expect(within(panel).queryByRole('button')).toBeNull()
    expect(status(block)).toBe(text.empty)
    expect(loaded).toHaveBeenCalledWith(0)
    // Nothing in it to focus: Tab from the tab reaches the panel, which reads out that it is empty.
    await userEvent.tab()
    expect(document.activeElement).toBe(panel)
  })

  it('an empty load-more answer ends load more: the "all ready" label, and clicks ignored', async () => {
    const block = await page(blockOf(lang), lang)
    const allLoaded = vi.fn()
    block.addEventListener('listing-tabs:all-loaded', (event) => allLoaded(event.detail.count))
    answer = answerOf(noItems)
    const button = within(selectedPanel(block)).getByRole('button', { name: text.loadMore })
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe(text.allReady))

    expect(button.classList.contains('loaded')).toBe(true)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(items(block)).toBe(2)
    expect(selectedPanel(block).textContent).not.toContain(k2.noItems)
    expect(status(block)).toBe(text.allShown)
    expect(allLoaded).toHaveBeenCalledWith(2)
    await userEvent.click(button)
    expect(bodies).toHaveLength(1)
  })
})

describe('a preloaded category without items', () => {
  it.each(['en', 'fa'] as const)(
    'says it is empty instead of showing the K2 build’s sentence (%s)',
    async (lang) => {
      const empty = k2Block(lang)
        .replace(`${item('One')}${item('Two')}`, k2.noItems)
        .replace('data-rl_total="5"', 'data-rl_total="0"')
      const block = await page(empty, lang)
      const panel = selectedPanel(block)
      expect(panel.textContent).not.toContain(k2.noItems)
      expect(within(panel).getByText(labels[lang].empty)).toBeTruthy()
      expect(within(panel).queryByRole('button')).toBeNull()
    },
  )
})
