import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { holdChunk } from './hold-chunk.ts'
import { layoutShifts, recordLayoutShifts } from './layout-shifts.ts'
import { expect, openDemoPage, test } from './test.ts'

const phone = { width: 375, height: 800 }
const tablet = { width: 820, height: 1000 }
const desktop = { width: 1280, height: 900 }

const homes = [
  { path: '/en/', dir: 'ltr', menu: 'Menu', feed: '/en/index.html?format=feed&type=rss' },
  { path: '/fa/', dir: 'rtl', menu: 'فهرست', feed: '/fa/index.html?format=feed&type=rss' },
] as const

/**
 * Scans only what the site chrome renders (header, menu, messages box and its
 * live regions): the listing blocks elsewhere on the page are another issue's.
 */
async function expectChromeAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('#header')
    .include('#system-message-container')
    .include('.system-message-announcer')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

/** Waits until the site chrome has started on the page (the menu button works then). */
async function chromeStarted(page: Page) {
  await expect(page.locator('html')).toHaveClass(/\bjs\b/)
}

for (const home of homes) {
  test.describe(`site chrome on ${home.path} (${home.dir})`, () => {
    test('at phone width the page does not move when the site chrome starts, the hamburger button shows and hides the main menu, and its focus moves to the first menu link when a desktop width hides it', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await recordLayoutShifts(page)
      await openDemoPage(page, home.path)
      await chromeStarted(page)
      const button = page.getByRole('button', { name: home.menu })
      const menu = page.locator('#mainmenu')
      await test.step('the page does not move when the site chrome starts', async () => {
        await expect(button).toBeVisible()
        expect(await layoutShifts(page)).toEqual([])
      })
      await test.step('the hamburger button shows and hides the main menu', async () => {
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(menu).toBeHidden()

        await button.click()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(menu).toBeVisible()
        await expectChromeAccessible(page)

        await page.keyboard.press('Tab')
        await expect(menu.getByRole('link').first()).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(button).toBeFocused()
        await expect(button).toHaveAttribute('aria-expanded', 'false')
      })
      await test.step('focus on the menu button moves to the first menu link when a desktop width hides the button', async () => {
        await page.setViewportSize(desktop)
        await expect(button).toBeHidden()
        const first = menu.getByRole('link').first()
        await expect(first).toBeVisible()
        await expect(first).toBeFocused()
      })
    })

    test('at phone width one Escape closes the lightbox over the open menu, the next the menu', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await openDemoPage(page, home.path)
      await chromeStarted(page)
      await expect(page.locator('site-lightbox .site-lightbox-content')).toBeAttached({
        timeout: 20_000,
      })
      const button = page.getByRole('button', { name: home.menu })
      const menu = page.locator('#mainmenu')
      await button.click()
      await expect(menu).toBeVisible()
      await page.locator('site-lightbox .gallery-item a').first().click()
      const viewer = page.getByRole('dialog')
      await expect(viewer).toBeVisible()
      // A click on the picture moves on, and leaves focus on none of the viewer's buttons.
      await viewer.locator('img').click()
      await page.keyboard.press('Escape')
      await expect(viewer).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(menu).toBeHidden()
    })

    test('the menu stays open without a button on a desktop, and focus in it moves to the menu button when a phone width hides the menu', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await openDemoPage(page, home.path)
      await chromeStarted(page)
      const button = page.getByRole('button', { name: home.menu })
      const menu = page.locator('#mainmenu')
      await test.step('the menu stays open without a button on a desktop', async () => {
        await expect(button).toBeHidden()
        await expect(menu).toBeVisible()
      })
      await test.step('focus in the menu moves to the menu button when a phone width hides the menu', async () => {
        await menu.getByRole('link').first().focus()
        await page.setViewportSize(phone)
        await expect(menu).toBeHidden()
        await expect(button).toBeFocused()
      })
    })

    test('a tap on the menu button while the site chrome is on its way opens the menu once it is up', async ({
      page,
    }) => {
      const chunk = await holdChunk(page, /\/assets\/site-chrome-[\w-]+\.js$/)
      await page.setViewportSize(phone)
      await openDemoPage(page, home.path)
      const button = page.getByRole('button', { name: home.menu })
      await button.click()
      await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
      await expect(page.locator('#mainmenu')).toBeHidden()
      chunk.release()
      await chromeStarted(page)
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('#mainmenu')).toBeVisible()
    })

    test('a tap on a message’s close button while the site chrome is on its way dismisses it once it is up', async ({
      page,
    }) => {
      const chunk = await holdChunk(page, /\/assets\/site-chrome-[\w-]+\.js$/)
      await page.setViewportSize(phone)
      await openDemoPage(page, home.path)
      const message = page.locator('#system-message-container .alert')
      await message.locator('button.close').click()
      await expect(message).toBeVisible()
      chunk.release()
      await chromeStarted(page)
      await expect(message).toHaveCount(0)
    })

    test.describe('when the site chrome’s code does not arrive', () => {
      test.use({ expectedErrors: [/jc widgets: site-chrome did not load|net::ERR_FAILED/] })

      test('the menu is open at phone width, with no button', async ({ page }) => {
        // On the context: msw's service worker fetches the page's scripts.
        await page.context().route(/\/assets\/site-chrome-[\w-]+\.js$/, (route) => route.abort())
        await page.setViewportSize(phone)
        await openDemoPage(page, home.path)
        await expect(page.locator('html')).toHaveAttribute('data-jc-failed', 'site-chrome')
        await expect(page.locator('#mainmenu')).toBeVisible()
        await expect(page.getByRole('button', { name: home.menu })).toBeHidden()
      })
    })

    test('without scripts the menu stays open at phone width, with no button', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: phone,
        baseURL: baseURL ?? '',
      })
      const page = await context.newPage()
      await page.goto(home.path)
      await expect(page.locator('#mainmenu')).toBeVisible()
      await expect(page.getByRole('button', { name: home.menu })).toBeHidden()
      await context.close()
    })

    test('the RSS icon links to the page’s feed, captioned images get a figure with title and description, and the system-messages box shows its message until it is dismissed', async ({
      page,
    }) => {
      await openDemoPage(page, home.path)
      await test.step('the RSS icon links to the page’s feed', async () => {
        const icon = page.locator('a.rss-icon')
        await expect(icon).toBeVisible()
        await expect(icon).toHaveAttribute('href', home.feed)
      })
      await chromeStarted(page)
      await test.step('captioned images get a figure with title and description', async () => {
        const figures = page.locator('.captions-module figure.image-caption')
        await expect(figures).toHaveCount(3)
        for (const figure of await figures.all()) {
          await expect(figure.locator('figcaption .caption-title')).not.toBeEmpty()
          await expect(figure.locator('figcaption .caption-description')).not.toBeEmpty()
          await expect(figure.locator('img')).not.toHaveAttribute('title', /./)
        }
        await expect(page.locator('figure.circle-effect img')).toHaveAttribute('width', '500')
      })
      await test.step('the system-messages box shows its message until it is dismissed, from the keyboard: focus goes to the main content and the page stays where it is', async () => {
        // Without smooth scrolling a scroll that focus brings is over once focus has moved.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const box = page.locator('#system-message-container')
        await expect(box.locator('.alert')).toHaveCount(1)
        await expect(box).toBeVisible()
        await box.locator('button.close').focus()
        const scrolled = () => page.evaluate(() => window.scrollY)
        const before = await scrolled()
        await page.keyboard.press('Enter')
        await expect(box.locator('.alert')).toHaveCount(0)
        await expect(box).toBeHidden()
        await expect(page.locator('#content')).toBeFocused()
        expect(await scrolled()).toBe(before)
      })
    })

    test('the RSS icon is hidden on a page without a feed', async ({ page }) => {
      await openDemoPage(page, home.path.replace(/\/$/, '/long-thread.html'))
      await chromeStarted(page)
      await expect(page.locator('a.rss-icon')).toBeHidden()
      await expect(page.locator('a.rss-icon')).toHaveAttribute('hidden', '')
    })

    test('an empty system-messages box stays hidden until a widget adds a message, which is read out', async ({
      page,
    }) => {
      await openDemoPage(page, home.path.replace(/\/$/, '/article.html'))
      await chromeStarted(page)
      const box = page.locator('#system-message-container')
      await expect(box).toBeHidden()
      await page.evaluate(() => {
        document.body.dispatchEvent(
          new CustomEvent('site-chrome:system-message', {
            bubbles: true,
            detail: { kind: 'error', text: 'The comment could not be saved.' },
          }),
        )
      })
      await expect(box).toBeVisible()
      await expect(box.locator('.alert-error .alert-message')).toHaveText(
        'The comment could not be saved.',
      )
      await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveCount(1)
      await expectChromeAccessible(page)
    })

    test('the responsive mode follows the window size', async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { modesSeen: seen })
        document.addEventListener('site-chrome:responsive-mode', (event) =>
          seen.push((event as CustomEvent<{ mode: string }>).detail.mode),
        )
      })
      const modesSeen = () =>
        page.evaluate(() => (window as unknown as { modesSeen: string[] }).modesSeen)
      await page.setViewportSize(desktop)
      await openDemoPage(page, home.path)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('data-responsive-mode', 'desktop')
      await page.setViewportSize(tablet)
      await expect(html).toHaveAttribute('data-responsive-mode', 'responsive-tablet')
      await page.setViewportSize(phone)
      await expect(html).toHaveAttribute('data-responsive-mode', 'responsive-phone')
      expect(await modesSeen()).toEqual(['desktop', 'responsive-tablet', 'responsive-phone'])
    })
  })
}

/**
 * Records, from before the page's first script, every place the block after
 * the article's captioned image took, measured at each frame: the image
 * (`.article-body > img.caption-effect`) until the caption script wraps it, its
 * figure (`figure.caption-effect`) after.
 */
async function recordPlacesAfterCaption(page: Page) {
  await page.addInitScript(() => {
    const places: number[] = []
    Object.assign(window, { placesAfterCaption: places })
    const measure = () => {
      const next = document.querySelector('.article-body > .caption-effect')?.nextElementSibling
      const place = next ? next.getBoundingClientRect().top + window.scrollY : undefined
      if (place !== undefined && place !== places.at(-1)) places.push(place)
      requestAnimationFrame(measure)
    }
    requestAnimationFrame(measure)
  })
}

// The template keeps room for a line of title and one of description: at 320 px the Persian
// description takes two lines, and the English one at 320 and 390 px (it moved the text by that
// line); on a desktop each fits.
for (const path of ['/en/article.html', '/fa/article.html']) {
  for (const width of [320, 390, desktop.width]) {
    test(`${path} at ${width} px: nothing after the captioned image moves as it gets its caption`, async ({
      page,
    }) => {
      // Tall enough for the text after the figure to be in view, where a shift counts.
      await page.setViewportSize({ width, height: 1000 })
      await recordLayoutShifts(page)
      await recordPlacesAfterCaption(page)
      await openDemoPage(page, path)
      await chromeStarted(page)
      const figure = page.locator('.article-body figure.image-caption')
      await expect(figure.locator('figcaption .caption-description')).toBeVisible()
      expect(await layoutShifts(page)).toEqual([])
      const places = await page.evaluate(
        () => (window as unknown as { placesAfterCaption: number[] }).placesAfterCaption,
      )
      expect(places, 'where the text after the image was, frame after frame').toHaveLength(1)
      // All of the caption shows, inside its figure: a longer one lies over the picture's foot.
      const [outer, inner] = await Promise.all([
        figure.boundingBox(),
        figure.locator('figcaption').boundingBox(),
      ])
      expect(inner?.y).toBeGreaterThanOrEqual(outer?.y ?? Number.POSITIVE_INFINITY)
      expect((inner?.y ?? 0) + (inner?.height ?? 0)).toBeLessThanOrEqual(
        (outer?.y ?? 0) + (outer?.height ?? 0) + 0.5,
      )
    })
  }
}

// At 320 px the English description takes two lines, and lies over the picture's foot by one;
// turned to a landscape 800 px it takes one, and covers nothing.
test('a phone turned and turned back: the article’s caption covers the picture only as far as it needs at each width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await openDemoPage(page, '/en/article.html')
  await chromeStarted(page)
  const figure = page.locator('.article-body figure.image-caption')
  const overPicture = () =>
    figure.evaluate(
      (element) =>
        (element.querySelector('img')?.getBoundingClientRect().bottom ?? 0) -
        (element.querySelector('figcaption')?.getBoundingClientRect().top ?? 0),
    )
  await expect.poll(overPicture).toBeGreaterThan(10)
  await page.setViewportSize({ width: 800, height: 390 })
  await expect.poll(overPicture).toBeLessThanOrEqual(0.5)
  await page.setViewportSize({ width: 320, height: 800 })
  await expect.poll(overPicture).toBeGreaterThan(10)
})

test('a misspelled widget element is named in the console, with the one it was meant to be', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/en/article.html', async (route) => {
    const original = await route.fetch()
    const html = (await original.text()).replace('<site-lightbox>', '<site-ligthbox>')
    await route.fulfill({
      response: original,
      body: html.replace('</site-lightbox>', '</site-ligthbox>'),
    })
  })
  await openDemoPage(page, '/en/article.html')
  await chromeStarted(page)
  await expect
    .poll(() => warnings)
    .toContainEqual(
      'jc widgets: <site-ligthbox> is no element of the bundle; did you mean <site-lightbox>?',
    )
  expect(warnings.filter((warning) => warning.startsWith('jc widgets: <'))).toHaveLength(1)
})

test('a system message sent without a text is named in the console, shows nothing and is no script error', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await openDemoPage(page, '/fa/article.html')
  await chromeStarted(page)
  // As a template's own script might send it; a script error would fail the page guard.
  await page.evaluate(() => {
    document.body.dispatchEvent(
      new CustomEvent('site-chrome:system-message', { bubbles: true, detail: null }),
    )
  })
  await expect
    .poll(() => warnings)
    .toContainEqual(
      'site-chrome:system-message: the detail should be { kind, text, heading? } null',
    )
  await expect(page.locator('#system-message-container')).toBeHidden()
})

test('a page printed without the responsive markers has no responsive mode, and is not warned about it', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  // The stock template's article page prints none of them: a template without responsive modes.
  await openDemoPage(page, '/en/stock-article.html')
  await chromeStarted(page)
  await page.setViewportSize(phone)
  await page.waitForTimeout(300)
  await expect(page.locator('html')).not.toHaveAttribute('data-responsive-mode', /./)
  expect(warnings.filter((warning) => warning.includes('responsive'))).toEqual([])
})

/** The system messages' own chunk, which the site chrome imports for a page that shows a message. */
const messagesChunk = /\/assets\/messages-box-[\w-]+\.js$/

test('an article page fetches the messages’ code only with its first message, and shows all sent meanwhile, in order', async ({
  page,
}) => {
  const chunk = await holdChunk(page, messagesChunk)
  await openDemoPage(page, '/fa/article.html')
  await chromeStarted(page)
  const box = page.locator('#system-message-container')
  await expect(box).toBeHidden()
  expect(chunk.requests()).toBe(0)
  await page.evaluate(() => {
    for (const detail of [
      { kind: 'success', text: 'نظر شما ثبت شد.' },
      { kind: 'error', text: 'پاسخی از سرور نیامد.' },
    ]) {
      document.body.dispatchEvent(
        new CustomEvent('site-chrome:system-message', { bubbles: true, detail }),
      )
    }
  })
  await expect.poll(chunk.requests).toBe(1)
  await expect(box).toBeHidden()
  chunk.release()
  await expect(box.locator('.alert .alert-message')).toHaveText([
    'نظر شما ثبت شد.',
    'پاسخی از سرور نیامد.',
  ])
  await expect(box.locator('.alert-heading')).toHaveText(['انجام شد', 'خطا'])
  await expect(
    page.getByRole('status').filter({ hasText: 'انجام شد: نظر شما ثبت شد.' }),
  ).toHaveCount(1)
  await expect(
    page.getByRole('alert').filter({ hasText: 'خطا: پاسخی از سرور نیامد.' }),
  ).toHaveCount(1)
  await box.getByRole('button', { name: 'بستن پیام' }).first().click()
  await expect(box.locator('.alert')).toHaveCount(1)
  await expect(box.getByRole('button', { name: 'بستن پیام' })).toBeFocused()
  expect(chunk.requests()).toBe(1)
})

test.describe('when the messages’ code does not arrive', () => {
  test.use({ expectedErrors: [/net::ERR_FAILED/] })

  test('a message sent is not shown, the console says why once, and nothing throws', async ({
    page,
  }) => {
    // On the context: msw's service worker fetches the page's scripts.
    await page.context().route(messagesChunk, (route) => route.abort())
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openDemoPage(page, '/en/article.html')
    await chromeStarted(page)
    await page.evaluate(() => {
      for (const text of ['Saved.', 'Check your mail.']) {
        document.body.dispatchEvent(
          new CustomEvent('site-chrome:system-message', {
            bubbles: true,
            detail: { kind: 'info', text },
          }),
        )
      }
    })
    await expect
      .poll(() => warnings.filter((warning) => warning.startsWith('system messages:')))
      .toEqual([
        expect.stringMatching(
          /^system messages: their code did not load \(.+\); the messages sent meanwhile are not shown\.$/,
        ),
      ])
    await expect(page.locator('#system-message-container')).toBeHidden()
    await expect(page.locator('#system-message-container .alert')).toHaveCount(0)
  })
})
