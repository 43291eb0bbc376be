import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './accessibility.ts'
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
      await block.getByRole('tab', { name: text.second }).click()
      await block.getByRole('tab', { name: text.third }).click()
      await block.getByRole('tab', { name: text.fourth }).click()
      await expect(panel(block)).toHaveAttribute('aria-busy', 'true')
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
        await panel(block).getByRole('button', { name: text.loadMore }).click()
        await expect(panel(block).getByRole('alert')).toBeVisible()
        await expect(items(block)).toHaveCount(6)
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
      await page.setViewportSize({ width: 1000, height: 800 })
      await expect(block.getByRole('tablist')).toBeVisible()
      await expect(toggle).toBeHidden()
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
      await expect(loadMore).toBeFocused()
      const carousel = block.getByRole('group', { name: text.carousel })
      await carousel.getByRole('button', { name: text.pause }).focus()
      await page.keyboard.press('Enter')
      await expect(carousel.getByRole('button', { name: text.start })).toBeFocused()
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
