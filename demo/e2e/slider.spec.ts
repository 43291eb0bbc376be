import type { Page } from '@playwright/test'
import { expect, openDemoPage, test } from './test.ts'

const homePages = [
  {
    path: '/en/',
    dir: 'ltr',
    label: 'Featured stories',
    stop: 'Stop slide rotation',
    start: 'Start slide rotation',
    dot: 'Slide 3: Night markets of Rasht',
  },
  {
    path: '/fa/',
    dir: 'rtl',
    label: 'داستان‌های برگزیده',
    stop: 'توقف چرخش اسلایدها',
    start: 'شروع چرخش اسلایدها',
    dot: 'اسلاید ۳: بازارهای شبانه رشت',
  },
] as const

// The slider's settings on the pages: each slide stays 2500 ms, then slides for 600 ms.
const pause = 2500
const oneStep = pause + 600 + 200

for (const home of homePages) {
  test.describe(`the content slider on ${home.path} (${home.dir})`, () => {
    const slider = (page: Page) => page.getByRole('region', { name: home.label })
    const current = (page: Page) => slider(page).locator('.keen-slider__slide:not([inert])')

    /** How far the slide in view misses the strip's window, by its place or its width. */
    async function misfit(page: Page) {
      const viewport = slider(page).locator('.slider-viewport')
      const [slide, frame] = [await current(page).boundingBox(), await viewport.boundingBox()]
      return slide && frame
        ? Math.round(Math.max(Math.abs(slide.x - frame.x), Math.abs(slide.width - frame.width)))
        : undefined
    }

    /** The slide in view is the one not made inert, and it fills the window the strip shows. */
    async function expectShowing(page: Page, number: number) {
      await expect(current(page)).toHaveAttribute('id', `slider-home-${number}`)
      // A slider built before its slides were laid out is placed again on a timer of its own:
      // on the stopped clock a few frames' time is let pass, far less than a slide's pause.
      await expect
        .poll(async () => {
          await page.clock.runFor(16)
          return misfit(page)
        })
        .toBeLessThanOrEqual(1)
    }

    /**
     * Opens the page on a stopped fake clock, moved on only by the test: the
     * pauses are stepped through, never waited for, however busy the machine.
     */
    async function openPaused(page: Page, ready: string, { withMouse = true, hash = '' } = {}) {
      const start = new Date('2026-01-01T08:00:00Z').getTime()
      await page.clock.install({ time: start })
      // Far enough ahead that the clock has not got there on its own.
      await page.clock.pauseAt(start + 60_000)
      await openDemoPage(page, home.path + hash)
      const button = slider(page).getByRole('button', { name: ready })
      // The widgets start after the emulation, which may wait on the clock too.
      await expect(async () => {
        await page.clock.runFor(50)
        await expect(button).toBeVisible({ timeout: 200 })
      }).toPass({ timeout: 20_000 })
      if (withMouse) await page.mouse.move(0, 0)
    }

    const open = (page: Page) => openPaused(page, home.stop)

    test('advances by itself, one slide after each pause, and loops back to the first slide with repeat on', async ({
      page,
    }) => {
      await open(page)
      await expectShowing(page, 1)
      for (const number of [2, 3, 4, 1]) {
        await page.clock.runFor(oneStep)
        await expectShowing(page, number)
      }
    })

    test('pauses while hovered and goes on when the pointer leaves', async ({ page }) => {
      await open(page)
      await current(page).hover()
      await page.clock.runFor(4 * oneStep)
      await expectShowing(page, 1)
      await page.mouse.move(0, 0)
      await page.clock.runFor(oneStep)
      await expectShowing(page, 2)
    })

    test('jumps to a slide from its dot', async ({ page }) => {
      await open(page)
      const dot = slider(page).getByRole('button', { name: home.dot })
      await dot.click()
      await page.clock.runFor(1000)
      await expectShowing(page, 3)
      await expect(dot).toHaveAttribute('aria-current', 'true')
    })

    test('starts at the slide the address names, as a dot followed before it was up left it', async ({
      page,
    }) => {
      await openPaused(page, home.stop, { hash: '#slider-home-3' })
      await expectShowing(page, 3)
      await expect(slider(page).getByRole('button', { name: home.dot })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await page.clock.runFor(oneStep)
      await expectShowing(page, 4)
    })

    test('pauses while focus is on a slide or a dot', async ({ page }) => {
      await open(page)
      await slider(page).getByRole('button', { name: home.dot }).focus()
      await page.mouse.move(0, 0)
      await page.clock.runFor(4 * oneStep)
      await expectShowing(page, 1)
    })

    test('stops and starts with its visible pause/play button', async ({ page }) => {
      await open(page)
      await slider(page).getByRole('button', { name: home.stop }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(4 * oneStep)
      await expectShowing(page, 1)
      await slider(page).getByRole('button', { name: home.start }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(oneStep)
      await expectShowing(page, 2)
    })

    test.describe('on a phone', () => {
      test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } })

      test('a tap on pause stops the rotation and a tap on play starts it again', async ({
        page,
      }) => {
        // A phone has no mouse: a mouse moved once would hide what the taps' mouse events do.
        await openPaused(page, home.stop, { withMouse: false })
        await slider(page).getByRole('button', { name: home.stop }).tap()
        await page.clock.runFor(4 * oneStep)
        await expectShowing(page, 1)
        // No tap elsewhere: the mouse events that follow a tap are not a hovering pointer.
        await slider(page).getByRole('button', { name: home.start }).tap()
        await page.clock.runFor(oneStep)
        await expectShowing(page, 2)
      })
    })

    test('stops at the last slide with repeat off', async ({ page }) => {
      await open(page)
      await page.locator('content-slider').evaluate((element) => {
        element.setAttribute('repeat', 'false')
      })
      for (const number of [2, 3, 4]) {
        await page.clock.runFor(oneStep)
        await expectShowing(page, number)
      }
      await page.clock.runFor(4 * oneStep)
      await expectShowing(page, 4)
      await expect(slider(page).getByRole('button', { name: home.start })).toBeVisible()
    })

    test('stands still for a visitor who prefers less motion, and lands a drag at once', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openPaused(page, home.start)
      await page.clock.runFor(4 * oneStep)
      await expectShowing(page, 1)
      const frame = await slider(page).locator('.slider-viewport').boundingBox()
      if (!frame) throw new Error('the slider is not laid out')
      // Two thirds of a slide towards the next one (which comes from the left on a
      // right-to-left page), and let go; all of it over the slide.
      const toNext = home.dir === 'rtl' ? 1 : -1
      const [x, y] = [frame.x + frame.width / 2 - (toNext * frame.width) / 3, frame.y + 100]
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x + (toNext * frame.width * 2) / 3, y, { steps: 8 })
      await page.mouse.up()
      // keen-slider's own snap takes 500 ms: two frames on, it would still be on its way.
      await page.clock.runFor(32)
      await expectShowing(page, 2)
    })

    test('keeps each slide whole when its column narrows while the window stays', async ({
      page,
    }) => {
      await open(page)
      await slider(page).getByRole('button', { name: home.stop }).click()
      await page.mouse.move(0, 0)
      // As a template's layout may narrow it once a resize is over, or a scrollbar come.
      await page.locator('content-slider').evaluate((element) => {
        element.style.maxInlineSize = '24rem'
      })
      await expect(async () => {
        await page.clock.runFor(50)
        expect(await misfit(page)).toBeLessThanOrEqual(1)
      }).toPass({ timeout: 5_000 })
      await slider(page).getByRole('button', { name: home.dot }).click()
      await page.clock.runFor(1000)
      await expectShowing(page, 3)
    })
  })
}
