import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './accessibility.ts'
import { holdChunk } from './hold-chunk.ts'
import { expect as baseExpect, openDemoPage, test } from './test.ts'

// The dev server compiles each module on its first request; upgrading can take a while.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const languages = [
  {
    path: '/fa/',
    dir: 'rtl',
    next: 'ArrowLeft',
    first: 'همه',
    second: 'فناوری',
    third: 'ورزش',
    fourth: 'فرهنگ و هنر',
    loadMore: 'بیشتر',
    allReady: 'همه بارگذاری شد',
    retry: 'دوباره تلاش کنید',
    choose: 'دسته:',
    play: 'پخش ویدئو:',
    pause: 'توقف نمایش خودکار',
    start: 'شروع نمایش خودکار',
    carousel: 'مرور دسته‌ها',
    k2: { module: '102', unlisted: 'اقتصاد', unlistedId: '23', empty: 'رویدادها' },
    emptyText: 'این دسته هنوز مطلبی ندارد.',
    allShown: '۱۲ مطلب نمایش داده شد؛ مطلب دیگری نیست',
    sixMore: '۶ مطلب دیگر بارگذاری شد.',
  },
  {
    path: '/en/',
    dir: 'ltr',
    next: 'ArrowRight',
    first: 'Technology',
    second: 'Sport',
    third: 'Culture',
    fourth: 'Health',
    loadMore: 'Load more',
    allReady: 'All ready',
    retry: 'Try again',
    choose: 'Category:',
    play: 'Play video:',
    pause: 'Stop automatic slide show',
    start: 'Start automatic slide show',
    carousel: 'Browse categories',
    k2: { module: '202', unlisted: 'Business', unlistedId: '43', empty: 'Events' },
    emptyText: 'There are no items in this category yet.',
    allShown: '12 items shown; there are no more',
    sixMore: '6 more items loaded.',
  },
] as const

const blocks = (page: Page) => page.locator('listing-tabs')
const panel = (block: Locator) => block.locator('[role="tabpanel"]:not([hidden])')
const items = (block: Locator) => panel(block).locator('.ltabs-item')

/** Waits until the items' entrances are over: axe judges contrast mid-fade otherwise. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return animation.playState !== 'running' || !target?.closest('.ltabs-item')
    }),
  )
}

/**
 * The form fields of every listing call the page sends from now on, read
 * through the DevTools protocol: msw answers them inside the page, where
 * Playwright's request events carry no body.
 */
async function recordListingCalls(page: Page): Promise<URLSearchParams[]> {
  const calls: URLSearchParams[] = []
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  session.on('Network.requestWillBeSent', async ({ request, requestId }) => {
    if (request.method !== 'POST') return
    const { postData } = await session.send('Network.getRequestPostData', { requestId })
    const fields = new URLSearchParams(postData)
    if (fields.get('is_ajax_listing_tabs') === '1') calls.push(fields)
  })
  return calls
}

async function listingFaults(page: Page) {
  await page.getByText('QA panel', { exact: true }).click()
  return page.getByRole('group', { name: 'Listing server' })
}

for (const text of languages) {
  test.describe(`<listing-tabs> on ${text.path} (${text.dir})`, () => {
    test('two blocks take over their markup and keep their own state', async ({ page }) => {
      await openDemoPage(page, text.path)
      await expect(blocks(page)).toHaveCount(2)
      const [first, second] = [blocks(page).nth(0), blocks(page).nth(1)]
      await expect(first.getByRole('tab', { name: text.first })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(items(first)).toHaveCount(6)
      const before = await items(second).count()
      await first.getByRole('tab', { name: text.second }).click()
      await expect(items(first)).toHaveCount(6)
      await expect(second.getByRole('tab', { selected: true })).toHaveCount(1)
      await expect(items(second)).toHaveCount(before)
      await settled(page)
      await expectAccessible(page)
    })

    test('fast switching leaves the last tab chosen, loaded, and no other panel busy', async ({
      page,
    }) => {
      await openDemoPage(page, text.path)
      const faults = await listingFaults(page)
      await faults.getByLabel('Latency (ms)').fill('400')
      await faults.getByLabel('Latency (ms)').press('Enter')
      await page.getByText('QA panel', { exact: true }).click()
      const block = blocks(page).first()
      // The panels keep their height while a tab loads: what is below them does not jump up and back.
      const height = async () =>
        (await block.locator('.ltabs-items-container').boundingBox())?.height
      const before = await height()
      await block.getByRole('tab', { name: text.second }).click()
      await block.getByRole('tab', { name: text.third }).click()
      await block.getByRole('tab', { name: text.fourth }).click()
      await expect(panel(block)).toHaveAttribute('aria-busy', 'true')
      expect(await height()).toBe(before)
      await expect(items(block)).toHaveCount(6)
      await expect(block.getByRole('tab', { name: text.fourth })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(block.locator('[role="tabpanel"]')).toHaveCount(
        await block.getByRole('tab').count(),
      )
      await expect(block.locator('.ltabs-process')).toHaveCount(0)
      await expect(block.locator(`[role="tabpanel"][hidden] .ltabs-item`)).toHaveCount(
        await block.locator('[role="tabpanel"][hidden].ltabs-items-loaded .ltabs-item').count(),
      )
    })

    test('load more appends pages until everything is loaded', async ({ page }) => {
      await openDemoPage(page, text.path)
      const block = blocks(page).first()
      await block.getByRole('tab', { name: text.fourth }).click()
      await expect(items(block)).toHaveCount(6)
      const button = panel(block).getByRole('button', { name: text.loadMore })
      const total = Number(
        await panel(block).locator('.ltabs-loadmore').getAttribute('data-rl_total'),
      )
      for (let shown = 6; shown < total; shown += 6) {
        await button.click()
        await expect(items(block)).toHaveCount(Math.min(shown + 6, total))
      }
      const done = panel(block).getByRole('button', { name: text.allReady })
      await expect(done).toHaveAttribute('aria-disabled', 'true')
      await done.dispatchEvent('click')
      await expect(items(block)).toHaveCount(total)
      await settled(page)
      await expectAccessible(page)
    })

    test.describe('with the listing server failing', () => {
      test.use({ expectedErrors: [/status of 500/] })

      test('a failed request says so, keeps what was shown and succeeds on retry', async ({
        page,
      }) => {
        await openDemoPage(page, text.path)
        const block = blocks(page).first()
        const faults = await listingFaults(page)
        await faults.getByLabel('HTTP 500 error page').check()
        const loadMore = panel(block).getByRole('button', { name: text.loadMore })
        await loadMore.scrollIntoViewIfNeeded()
        const pressed = await loadMore.boundingBox()
        await loadMore.click()
        await expect(panel(block).getByRole('alert')).toBeVisible()
        await expect(items(block)).toHaveCount(6)
        // The message comes under the button, which stays under the pointer that pressed it.
        expect((await loadMore.boundingBox())?.y).toBe(pressed?.y)
        await block.getByRole('tab', { name: text.second }).click()
        const retry = panel(block).getByRole('button', { name: text.retry })
        await expect(retry).toBeVisible()
        await faults.getByLabel('HTTP 500 error page').uncheck()
        await retry.click()
        await expect(items(block)).toHaveCount(6)
        await expect(panel(block).getByRole('alert')).toHaveCount(0)
        await block.getByRole('tab', { name: text.first }).click()
        await panel(block).getByRole('button', { name: text.loadMore }).click()
        await expect(items(block)).toHaveCount(12)
      })
    })

    test.describe('with the listing server slow and failing', () => {
      test.use({ expectedErrors: [/status of 500/] })

      test('a load-more that fails once the visitor is on another tab is said there', async ({
        page,
      }) => {
        await openDemoPage(page, text.path)
        const block = blocks(page).first()
        const faults = await listingFaults(page)
        await faults.getByLabel('HTTP 500 error page').check()
        // Long enough for the switch to come first.
        await faults.getByLabel('Latency (ms)').fill('1500')
        await faults.getByLabel('Latency (ms)').press('Enter')
        await panel(block).getByRole('button', { name: text.loadMore }).click()
        await block.getByRole('tab', { name: text.second }).click()
        const missed = block.getByRole('alert').filter({ hasText: text.first })
        await expect(missed).toBeVisible()
        await block.getByRole('tab', { name: text.first }).click()
        await expect(missed).toHaveCount(0)
        await expect(panel(block).getByRole('alert')).toBeVisible()
      })
    })

    test('a narrow window shows the tabs as a select box that works by click and keyboard', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 400, height: 800 })
      await openDemoPage(page, text.path)
      const block = blocks(page).first()
      const toggle = block.getByRole('button', { name: `${text.choose} ${text.first}` })
      await expect(toggle).toBeVisible()
      await expect(block.getByRole('tablist')).toBeHidden()
      await toggle.click()
      await expect(block.getByRole('tablist')).toBeVisible()
      await expect(block.getByRole('tab', { name: text.first })).toBeFocused()
      await settled(page)
      await expectAccessible(page)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(block.getByRole('tablist')).toBeHidden()
      await expect(
        block.getByRole('button', { name: `${text.choose} ${text.second}` }),
      ).toBeFocused()
      await expect(items(block)).toHaveCount(6)
      await page.keyboard.press('Enter')
      await expect(block.getByRole('tablist')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(block.getByRole('tablist')).toBeHidden()
      // As a select box: the down arrow on the closed button opens it, on the selected category.
      await page.keyboard.press('ArrowDown')
      await expect(block.getByRole('tablist')).toBeVisible()
      await expect(block.getByRole('tab', { name: text.second })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(block.getByRole('tablist')).toBeHidden()
      // A list left open as the window widens is closed: it does not come back open as it narrows.
      await page.keyboard.press('ArrowDown')
      await page.setViewportSize({ width: 1000, height: 800 })
      await expect(block.getByRole('tablist')).toBeVisible()
      await expect(toggle).toBeHidden()
      await expect(block.getByRole('tab', { name: text.second })).toBeFocused()
      await page.setViewportSize({ width: 400, height: 800 })
      await expect(block.getByRole('tablist')).toBeHidden()
      await expect(
        block.getByRole('button', { name: `${text.choose} ${text.second}` }),
      ).toBeFocused()
    })

    test('works by keyboard only', async ({ page }) => {
      await openDemoPage(page, text.path)
      const block = blocks(page).first()
      await block.getByRole('tab', { name: text.first }).focus()
      await page.keyboard.press(text.next)
      await expect(block.getByRole('tab', { name: text.second })).toBeFocused()
      await page.keyboard.press('End')
      await page.keyboard.press('Home')
      await page.keyboard.press(text.next)
      await page.keyboard.press('Enter')
      await expect(block.getByRole('tab', { name: text.second })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(items(block)).toHaveCount(6)
      await page.keyboard.press('Tab')
      await expect(panel(block).locator('a').first()).toBeFocused()
      const loadMore = panel(block).getByRole('button', { name: text.loadMore })
      await loadMore.focus()
      await page.keyboard.press('Enter')
      await expect(items(block)).toHaveCount(12)
      // The first item the answer brought, which lands before the button.
      await expect(items(block).nth(6).locator('a').first()).toBeFocused()
      // The focus lands on an item, whose name is read; the status says what came.
      await expect(block.getByRole('status')).toContainText(text.sixMore)
      const carousel = block.getByRole('group', { name: text.carousel })
      await carousel.getByRole('button', { name: text.pause }).focus()
      await page.keyboard.press('Enter')
      await expect(carousel.getByRole('button', { name: text.start })).toBeFocused()
    })

    test('the K2 block sends its instance and the tab’s category, and limitstart as it holds it', async ({
      page,
    }) => {
      await openDemoPage(page, text.path)
      const block = blocks(page).nth(1)
      const instance = await block
        .locator('.ltabs-tabs-container')
        .getAttribute('data-sj_class_responsive')
      expect(instance).toMatch(new RegExp(`^${text.k2.module}\\d+$`))
      const unlisted = text.k2.unlistedId
      const calls = await recordListingCalls(page)
      await block.getByRole('tab', { name: text.k2.unlisted }).click()
      await expect(items(block)).toHaveCount(8)
      await panel(block).getByRole('button', { name: text.loadMore }).click()
      await expect(items(block)).toHaveCount(12)
      await expect.poll(() => calls.length).toBe(2)
      const [switched, more] = calls.map((call) => Object.fromEntries(call))
      expect(switched).toMatchObject({
        listing_tabs_moduleid: text.k2.module,
        ajax_reslisting_start: '0',
        categoryid: unlisted,
        limitstart: '',
        sj_class_responsive: instance,
        field_responsive: unlisted,
      })
      expect(more).toMatchObject({
        ajax_reslisting_start: '8',
        categoryid: unlisted,
        limitstart: '8',
        sj_class_responsive: instance,
      })
      expect(more).not.toHaveProperty('field_responsive')
    })

    test('load more ends on an empty answer, short of the count the server printed; a category without items says it is empty, and offers nothing to load', async ({
      page,
    }) => {
      await openDemoPage(page, text.path)
      const block = blocks(page).nth(1)
      await test.step('load more ends on an empty answer, short of the count the server printed', async () => {
        await block.getByRole('tab', { name: text.k2.unlisted }).click()
        await expect(items(block)).toHaveCount(8)
        const button = panel(block).getByRole('button', { name: text.loadMore })
        await button.click()
        await expect(items(block)).toHaveCount(12)
        await button.click()
        const done = panel(block).getByRole('button', { name: text.allReady })
        await expect(done).toHaveAttribute('aria-disabled', 'true')
        await expect(block.getByRole('status')).toHaveText(text.allShown)
        await expect(panel(block)).not.toContainText('Has no content to show')
        await expect(items(block)).toHaveCount(12)
        await done.dispatchEvent('click')
        await expect(items(block)).toHaveCount(12)
        await settled(page)
        await expectAccessible(page)
      })
      await test.step('a category without items says it is empty, and offers nothing to load', async () => {
        await block.getByRole('tab', { name: text.k2.empty }).click()
        await expect(panel(block).getByText(text.emptyText)).toBeVisible()
        await expect(block.getByRole('status')).toHaveText(text.emptyText)
        await expect(panel(block).getByRole('button')).toHaveCount(0)
        await expect(panel(block)).not.toContainText('Has no content to show')
        await expectAccessible(page)
      })
    })

    test('the carousel shows local video thumbnails and plays only on request', async ({
      page,
    }) => {
      await openDemoPage(page, text.path)
      const carousel = blocks(page).first().getByRole('group', { name: text.carousel })
      const play = carousel.getByRole('button', { name: new RegExp(`^${text.play}`) }).first()
      await expect(play.locator('img')).toHaveAttribute('src', /^\/images\/video\/youtube-/)
      // How far ahead the browser starts a lazy image is its own call; only the attribute is ours.
      await expect(play.locator('img')).toHaveAttribute('loading', 'lazy')
      await play.scrollIntoViewIfNeeded()
      await expect(play.locator('img')).toHaveJSProperty('naturalWidth', 480)
      await play.click()
      await expect(carousel.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      )
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(carousel.getByRole('button', { name: text.start })).toBeVisible()
    })
  })
}

const [fa, en] = languages
const carouselOf = (page: Page) => blocks(page).first().getByRole('group', { name: en.carousel })

/** Where the carousel's first card is drawn: keen-slider moves the cards with transforms. */
const cardX = (carousel: Locator) =>
  carousel
    .locator('.ltabs-category')
    .first()
    .evaluate((card) => card.getBoundingClientRect().x)

/** How far the cards in view miss the list's edges: 0 when a whole number of them fills it. */
const misfit = (carousel: Locator) =>
  carousel.evaluate((group) => {
    const list = group.querySelector('.ltabs-categories-list')?.getBoundingClientRect()
    if (!list) return undefined
    const shown = [...group.querySelectorAll('.ltabs-category')]
      .map((card) => card.getBoundingClientRect())
      .filter((card) => card.right > list.left + 1 && card.left < list.right - 1)
    const start = Math.min(...shown.map((card) => card.left))
    const end = Math.max(...shown.map((card) => card.right))
    return Math.round(Math.max(Math.abs(start - list.left), Math.abs(end - list.right)))
  })

test.describe('<listing-tabs> on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })

  test('the carousel starts again at one tap of Start, and the card it brings rests in view, tappable', async ({
    page,
  }) => {
    test.slow()
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: en.pause }).tap()
    const stopped = await cardX(carousel)
    // A tap leaves no mouse over the carousel and no keyboard focus in it: nothing holds it.
    await carousel.getByRole('button', { name: en.start }).tap()
    await expect.poll(() => cardX(carousel), { timeout: 6_000 }).not.toBe(stopped)
    // Once the move is over, the card in view is the one a tap reaches, not an inert one.
    const cardAtCentre = () =>
      carousel.evaluate((group) => {
        const list = group.querySelector('.ltabs-categories-list')?.getBoundingClientRect()
        if (!list) return 'no list'
        const hit = document.elementFromPoint(list.x + list.width / 2, list.y + list.height / 2)
        const card = hit?.closest('.ltabs-category')
        return card ? (card.hasAttribute('inert') ? 'inert' : 'tappable') : 'no card'
      })
    await expect.poll(cardAtCentre, { timeout: 6_000 }).toBe('tappable')
  })
})

test.describe('<listing-tabs> under prefers-reduced-motion', () => {
  test('the carousel stands still, moves at once when asked, keeps the cards out of view from the keyboard, and says what Next shows', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    await expect(carousel.getByRole('button', { name: en.start })).toBeVisible()
    const cards = carousel.locator('.ltabs-category')
    await expect(cards.nth(3)).toHaveAttribute('inert', '')
    const next = carousel.getByRole('button', { name: 'Next category' })
    await test.step('stands still and moves at once when asked', async () => {
      const start = await cardX(carousel)
      await next.click()
      await expect.poll(() => cardX(carousel)).not.toBe(start)
      // The demo's moves take 3000 ms: half a second on, a sliding card would still be on its way.
      const moved = await cardX(carousel)
      await page.waitForTimeout(500)
      expect(await cardX(carousel)).toBe(moved)
    })
    await test.step('keeps the cards out of view from the keyboard, and says what Next shows', async () => {
      await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
        /^Slides 2, 3, and 4 of \d+ shown$/,
      )
      await expect(cards.first()).toHaveAttribute('inert', '')
      await expect(cards.nth(3)).not.toHaveAttribute('inert')
      // The first card's links are out of the tab order: Tab goes from Next to the second card.
      await next.focus()
      await page.keyboard.press('Tab')
      await expect(cards.nth(1).locator('a, button').first()).toBeFocused()
    })
  })

  test('a drag on the carousel lands at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A stopped clock, moved on only by the test: keen-slider animates on its frames.
    const start = new Date('2026-01-01T08:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 60_000)
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    // The widgets start after the emulation, which may wait on the clock too.
    await expect(async () => {
      await page.clock.runFor(50)
      await expect(carousel.getByRole('button', { name: en.start })).toBeVisible({ timeout: 200 })
    }).toPass({ timeout: 20_000 })
    // keen-slider lays the cards out on the next frame.
    await page.clock.runFor(50)
    await carousel.locator('.ltabs-categories-list').scrollIntoViewIfNeeded()
    const list = await carousel.locator('.ltabs-categories-list').boundingBox()
    const second = carousel.locator('.ltabs-category').nth(1)
    const from = await second.boundingBox()
    if (!list || !from) throw new Error('the carousel is not laid out')
    const step = from.x - list.x
    // From the first card, two thirds of a card towards the next one, and let go.
    const [x, y] = [list.x + step - 20, list.y + list.height / 2]
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - (step * 2) / 3, y, { steps: 8 })
    await page.mouse.up()
    // keen-slider's own snap takes 500 ms: two frames on, it would still be on its way.
    await page.clock.runFor(32)
    const to = await second.boundingBox()
    expect(Math.round(Math.abs((to?.x ?? Number.NaN) - list.x))).toBeLessThanOrEqual(1)
  })

  test('the loading indicators stand still, and still show and say that it is loading', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openDemoPage(page, en.path)
    const block = blocks(page).first()
    const faults = await listingFaults(page)
    // The answers come after the test: everything it looks at is still loading.
    await faults.getByLabel('Latency (ms)').fill('60000')
    await faults.getByLabel('Latency (ms)').press('Enter')
    const moving = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target
            return target?.matches('.ltabs-loading, .ltabs-image-loading')
          }).length,
      )
    const button = panel(block).getByRole('button', { name: en.loadMore })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    const indicator = button.locator('.ltabs-image-loading')
    // The demo template draws a still ring of its own: it stands alone, without the element's dots in it.
    expect(await indicator.evaluate((ring) => getComputedStyle(ring).backgroundImage)).toBe('none')
    // The element's own stylesheet alone from here.
    await page.evaluate(() => {
      for (const sheet of document.styleSheets) {
        const rules = [...sheet.cssRules]
        sheet.disabled = !rules.some(
          (rule) => rule instanceof CSSKeyframesRule && rule.name === 'ltabs-spin',
        )
      }
    })
    await expect(indicator).toBeVisible()
    expect(await moving()).toBe(0)
    await block.getByRole('tab', { name: en.first }).focus()
    await page.keyboard.press(en.next)
    await page.keyboard.press('Enter')
    await expect(panel(block)).toHaveAttribute('aria-busy', 'true')
    await expect(panel(block).getByText('Loading…')).toBeAttached()
    const drawn = await panel(block)
      .locator('.ltabs-loading')
      .evaluate((loading) => {
        const dots = getComputedStyle(loading, '::after')
        return { width: dots.width, style: dots.borderBottomStyle }
      })
    expect(drawn).toEqual({ width: '32px', style: 'dotted' })
    expect(await moving()).toBe(0)
  })

  test('turning it on after the page loaded stops the rotation, and the control says so', async ({
    page,
  }) => {
    // A stopped clock, moved on only by the test: the rotation's pauses and
    // keen-slider's moves are stepped through, never waited for.
    const start = new Date('2026-01-01T08:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 60_000)
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    // The widgets start after the emulation, which may wait on the clock too.
    await expect(async () => {
      await page.clock.runFor(50)
      await expect(carousel.getByRole('button', { name: en.pause })).toBeVisible({ timeout: 200 })
    }).toPass({ timeout: 20_000 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The preference's change event comes with a rendering update, which a loaded machine may
    // hold back; the rotation's next step reads the preference too. One whole pause between
    // moves (the demo's 3000 ms) is stepped at once, so that step has come whatever the
    // machine's load: small steps against a deadline reached it only on a quiet machine.
    await page.clock.runFor(3100)
    await expect(carousel.getByRole('button', { name: en.start })).toBeVisible()
    // Long enough for a move under way to have ended: the demo's moves take 3000 ms.
    await page.clock.runFor(3000)
    const resting = await cardX(carousel)
    // Longer than the demo's 3000 ms between moves.
    await page.clock.runFor(3500)
    expect(await cardX(carousel)).toBe(resting)
  })
})

test.describe('<listing-tabs> tells the template author what to fix', () => {
  test('a module id no module of the page has: the page answers, and the console says so', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openDemoPage(page, en.path)
    const block = blocks(page).first()
    await block.evaluate((element) => element.setAttribute('module-id', '999'))
    await block.getByRole('tab', { name: en.first }).focus()
    await page.keyboard.press(en.next)
    await page.keyboard.press('Enter')
    await expect(panel(block).getByRole('button', { name: en.retry })).toBeVisible()
    const ajaxUrl = await block.locator('.ltabs-tabs-container').getAttribute('data-ajaxurl')
    const address = new URL(ajaxUrl ?? '', page.url()).href
    expect(warnings.join('\n')).toContain(
      `<listing-tabs>: the listing address ${address} answered module id 999 with an HTML page instead of the listing’s JSON; check the attributes ajax-url and module-id (or the block’s data-ajaxurl and data-modid).`,
    )
  })
})

test.describe('<listing-tabs> in a column that narrows while the window stays', () => {
  test('the carousel keeps showing whole cards, also after a move', async ({ page }) => {
    // Standing still, so that only the width moves the cards.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    await expect(carousel.getByRole('button', { name: en.start })).toBeVisible()
    await expect.poll(() => misfit(carousel)).toBeLessThanOrEqual(1)
    // As a template's layout may narrow it once a resize is over, or a scrollbar come.
    await carousel.evaluate((group) => {
      ;(group as HTMLElement).style.maxInlineSize = '32rem'
    })
    await expect.poll(() => misfit(carousel)).toBeLessThanOrEqual(1)
    await carousel.getByRole('button', { name: 'Next category' }).click()
    await expect.poll(() => misfit(carousel)).toBeLessThanOrEqual(1)
  })
})

test.describe('<listing-tabs> keeps the keyboard focus', () => {
  test.describe('with the listing server failing', () => {
    test.use({ expectedErrors: [/status of 500/] })

    test('“Try again” hands it to the panel, and the load is announced', async ({ page }) => {
      await openDemoPage(page, en.path)
      const block = blocks(page).first()
      const faults = await listingFaults(page)
      await faults.getByLabel('HTTP 500 error page').check()
      await block.getByRole('tab', { name: en.first }).focus()
      await page.keyboard.press(en.next)
      await page.keyboard.press('Enter')
      const retry = panel(block).getByRole('button', { name: en.retry })
      await expect(retry).toBeVisible()
      await faults.getByLabel('HTTP 500 error page').uncheck()
      await retry.focus()
      await page.keyboard.press('Enter')
      await expect(items(block)).toHaveCount(6)
      await expect(panel(block)).toBeFocused()
      await expect(block.getByRole('status')).toHaveText(/^6 of \d+ items shown$/)
    })
  })

  test('a visitor who reached the printed block before the widget keeps their place', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, /\/assets\/listing-tabs-[\w-]+\.js$/)
    await openDemoPage(page, en.path)
    await expect.poll(chunk.requests).toBe(1)
    const block = blocks(page).first()
    const title = (within: Locator) => within.locator('.ltabs-item .item-title a').nth(1)
    await title(block).focus()
    chunk.release()
    await expect(block.getByRole('tab', { name: en.first })).toBeVisible()
    await expect(title(panel(block))).toBeFocused()
  })

  test('a visitor on a carousel card of the printed block keeps the card, shown', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, /\/assets\/listing-tabs-[\w-]+\.js$/)
    await openDemoPage(page, en.path)
    await expect.poll(chunk.requests).toBe(1)
    // The fourth: the carousel shows three, so it would start out of view.
    const card = (within: Locator) => within.locator('a.ltabs-category-link').nth(3)
    await card(blocks(page).first()).focus()
    const name = await card(blocks(page).first()).locator('.ltabs-category-name').textContent()
    chunk.release()
    const carousel = carouselOf(page)
    await expect(carousel).toBeVisible()
    await expect(card(carousel)).toBeFocused()
    await expect(card(carousel).locator('.ltabs-category-name')).toHaveText(name ?? '')
    // Within the list's box, not clipped off: in view, and so not inert.
    const inList = () =>
      carousel.evaluate((group) => {
        const list = group.querySelector('.ltabs-categories-list')?.getBoundingClientRect()
        const shown = group.querySelectorAll('.ltabs-category')[3]?.getBoundingClientRect()
        return Boolean(
          list && shown && shown.left >= list.left - 1 && shown.right <= list.right + 1,
        )
      })
    await expect.poll(inList).toBe(true)
    await expect(carousel.locator('.ltabs-category').nth(3)).not.toHaveAttribute('inert')
    await expect(card(carousel)).toBeFocused()
  })

  test('playing a video hands it to what replaces the play button', async ({ page }) => {
    await openDemoPage(page, en.path)
    const carousel = carouselOf(page)
    await carousel.getByRole('button', { name: 'Play video: Short film: Big Buck Bunny' }).focus()
    await page.keyboard.press('Enter')
    await expect(
      carousel.getByRole('link', { name: 'Watch “Short film: Big Buck Bunny” on YouTube' }),
    ).toBeFocused()
  })

  test('a tab hands it to the select box’s button as the window narrows, and back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemoPage(page, fa.path)
    const block = blocks(page).first()
    await block.getByRole('tab', { name: fa.first }).focus()
    await page.keyboard.press(fa.next)
    await page.keyboard.press('Enter')
    await expect(block.getByRole('tab', { name: fa.second })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.setViewportSize({ width: 360, height: 800 })
    await expect(block.getByRole('button', { name: `${fa.choose} ${fa.second}` })).toBeFocused()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(block.getByRole('tab', { name: fa.second })).toBeFocused()
  })
})
