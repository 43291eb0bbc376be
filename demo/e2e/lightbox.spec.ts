import type { Page } from '@playwright/test'
import { expectAccessible } from './accessibility.ts'
import { holdChunk } from './hold-chunk.ts'
import { expect, openDemoPage, test } from './test.ts'

const persian = new Intl.NumberFormat('fa-IR', { useGrouping: false })

const homePages = [
  {
    path: '/en/',
    dir: 'ltr',
    position: (number: number) => `${number} of 5`,
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
    forward: 'ArrowRight',
    back: 'ArrowLeft',
    error: 'The requested content cannot be loaded. Please try again later.',
  },
  {
    path: '/fa/',
    dir: 'rtl',
    position: (number: number) => `${persian.format(number)} از ۵`,
    close: 'بستن',
    previous: 'تصویر قبلی',
    next: 'تصویر بعدی',
    forward: 'ArrowLeft',
    back: 'ArrowRight',
    error: 'محتوای درخواستی بارگذاری نشد. لطفاً بعداً دوباره تلاش کنید.',
  },
] as const

const thumbnail = (page: Page, number: number) =>
  page.locator('site-lightbox .gallery-item a').nth(number - 1)

/** The viewer's own chunk, which the lightbox imports when a visitor is about to open an image. */
const viewerChunk = /\/assets\/lightbox-dialog-[\w-]+\.js$/

/** The gallery is taken over once this is there; the widgets start after the emulation. */
async function galleryTakenOver(page: Page) {
  await expect(page.locator('site-lightbox .site-lightbox-content')).toBeAttached({
    timeout: 20_000,
  })
}

for (const home of homePages) {
  test.describe(`the gallery lightbox on ${home.path} (${home.dir})`, () => {
    const viewer = (page: Page) => page.getByRole('dialog')
    const position = (page: Page) => viewer(page).locator('.site-lightbox-position')

    async function open(page: Page, number: number) {
      await openDemoPage(page, home.path)
      await galleryTakenOver(page)
      await thumbnail(page, number).click()
      await expect(viewer(page)).toBeVisible()
    }

    test('opens a thumbnail large in a modal dialog, announcing caption and position; keeps focus inside while open; closes with a middle click', async ({
      page,
    }) => {
      await open(page, 2)
      await test.step('opens a thumbnail large in a modal dialog, announcing caption and position', async () => {
        const image = viewer(page).locator('img')
        await expect(image).toHaveAttribute('src', '/images/gallery/photo-2-large.svg')
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        await expect(viewer(page).locator('figcaption')).toHaveAttribute('aria-live', 'polite')
        await expect(position(page)).toHaveText(home.position(2))
        await expect(viewer(page).locator('.site-lightbox-title')).toHaveText(
          (await thumbnail(page, 2).getAttribute('title')) ?? '',
        )
        expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(
          true,
        )
        await expect(viewer(page)).toHaveAttribute('dir', home.dir)
        await expect(
          viewer(page).getByRole('button', { exact: true, name: home.close }),
        ).toBeFocused()
        await expectAccessible(page)
      })
      await test.step('keeps focus inside while open', async () => {
        for (let step = 0; step < 5; step++) {
          await page.keyboard.press('Tab')
          expect(
            await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
          ).toBe(true)
        }
      })
      await test.step('closes with a middle click', async () => {
        await viewer(page).locator('img').click({ button: 'middle' })
        await expect(viewer(page)).toBeHidden()
        await expect(thumbnail(page, 2)).toBeFocused()
        expect(await page.evaluate(() => document.querySelector('dialog:modal'))).toBeNull()
      })
    })

    test('moves with the arrow buttons, disabled at the ends; closes with the close button, giving focus back to the thumbnail of the image seen last', async ({
      page,
    }) => {
      await open(page, 1)
      await test.step('moves with the arrow buttons, disabled at the ends', async () => {
        const previous = viewer(page).getByRole('button', { exact: true, name: home.previous })
        const next = viewer(page).getByRole('button', { exact: true, name: home.next })
        await expect(previous).toHaveAttribute('aria-disabled', 'true')
        await next.click()
        await expect(position(page)).toHaveText(home.position(2))
        await previous.click()
        await expect(position(page)).toHaveText(home.position(1))
        for (const number of [2, 3, 4, 5]) {
          await next.click()
          await expect(position(page)).toHaveText(home.position(number))
        }
        await expect(next).toHaveAttribute('aria-disabled', 'true')
        // Playwright refuses to click a disabled control; a visitor's click still lands.
        await next.click({ force: true })
        await expect(position(page)).toHaveText(home.position(5))
      })
      await test.step('closes with the close button and gives focus back to the thumbnail', async () => {
        await viewer(page).getByRole('button', { exact: true, name: home.close }).click()
        await expect(viewer(page)).toBeHidden()
        await expect(thumbnail(page, 5)).toBeFocused()
      })
    })

    test('moves with the arrow keys, following the reading direction; closes with Escape, on the thumbnail of the image seen last', async ({
      page,
    }) => {
      await open(page, 1)
      await test.step('moves with the arrow keys, following the reading direction', async () => {
        await page.keyboard.press(home.back)
        await expect(position(page)).toHaveText(home.position(1))
        await page.keyboard.press(home.forward)
        await expect(position(page)).toHaveText(home.position(2))
        await page.keyboard.press(home.back)
        await expect(position(page)).toHaveText(home.position(1))
      })
      await test.step('closes with Escape, on the thumbnail of the image seen last', async () => {
        await page.keyboard.press(home.forward)
        await expect(position(page)).toHaveText(home.position(2))
        await page.keyboard.press('Escape')
        await expect(viewer(page)).toBeHidden()
        await expect(thumbnail(page, 2)).toBeFocused()
      })
    })

    test('moves with the mouse wheel and with a click on the image', async ({ page }) => {
      await open(page, 1)
      // A click this soon after the one that opened the viewer would be read as a double click's second half.
      await page.waitForTimeout(500)
      await viewer(page).locator('img').click()
      await expect(position(page)).toHaveText(home.position(2))
      await page.mouse.wheel(0, 120)
      await expect(position(page)).toHaveText(home.position(3))
      // The wheel takes one step per gesture: turn it back until the step lands.
      await expect(async () => {
        await page.mouse.wheel(0, -120)
        await expect(position(page)).toHaveText(home.position(2), { timeout: 500 })
      }).toPass()
    })

    test('falls back to the original without a large copy, and says when neither loads', async ({
      page,
    }) => {
      await open(page, 4)
      const image = viewer(page).locator('img')
      await expect(image).toHaveAttribute('src', '/images/gallery/photo-4.svg')
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      await viewer(page).getByRole('button', { exact: true, name: home.next }).click()
      await expect(viewer(page).getByRole('alert')).toHaveText(home.error)
      await expect(viewer(page).locator('img')).toHaveCount(0)
      await expect(position(page)).toHaveText(home.position(5))
    })

    test('asks for no large copy before the viewer opens, and for a missing one once: the preload and the showing share what they learn', async ({
      page,
    }) => {
      // The page's own requests: what the memory cache answers is not asked for.
      const asked: string[] = []
      page.on('request', (request) => asked.push(new URL(request.url()).pathname))
      const times = (path: string) => asked.filter((each) => each === path).length
      const large = (number: number) => `/images/gallery/photo-${number}-large.svg`
      await openDemoPage(page, home.path)
      await galleryTakenOver(page)
      await test.step('a page load downloads no large copy: only an open viewer preloads', async () => {
        await thumbnail(page, 4).hover()
        await expect.poll(() => asked.some((path) => viewerChunk.test(path))).toBe(true)
        expect(asked.filter((path) => path.endsWith('-large.svg'))).toEqual([])
      })
      await test.step('the preload finds the fifth’s large copy missing: its showing does not ask again', async () => {
        const opened = asked.length
        await thumbnail(page, 4).click()
        await expect(viewer(page).locator('img')).toHaveAttribute(
          'src',
          '/images/gallery/photo-4.svg',
        )
        // Once the fourth is in, its neighbours are preloaded: the fifth's large copy is a 404,
        // and the viewer, having learned it, preloads the fifth's own file instead.
        await expect
          .poll(() => asked.slice(opened))
          .toEqual(expect.arrayContaining([large(5), '/images/gallery/photo-5.svg']))
        await viewer(page).getByRole('button', { exact: true, name: home.next }).click()
        await expect(viewer(page).getByRole('alert')).toHaveText(home.error)
        expect(times(large(5))).toBe(1)
      })
      await test.step('the showing found the fourth’s missing: neither a preload nor a showing asks again', async () => {
        await viewer(page).getByRole('button', { exact: true, name: home.previous }).click()
        const image = viewer(page).locator('img')
        await expect(image).toHaveAttribute('src', '/images/gallery/photo-4.svg')
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        expect(times(large(4))).toBe(1)
        expect(times(large(5))).toBe(1)
      })
      await test.step('nor after the viewer closed and opened again', async () => {
        await page.keyboard.press('Escape')
        await expect(viewer(page)).toBeHidden()
        await thumbnail(page, 5).click()
        await expect(viewer(page).getByRole('alert')).toHaveText(home.error)
        await viewer(page).getByRole('button', { exact: true, name: home.previous }).click()
        await expect(viewer(page).locator('img')).toHaveAttribute(
          'src',
          '/images/gallery/photo-4.svg',
        )
        expect(times(large(4))).toBe(1)
        expect(times(large(5))).toBe(1)
      })
    })

    test('Back closes the viewer and stays on the page; a viewer closed otherwise leaves no entry behind', async ({
      page,
    }) => {
      const before = home.path === '/en/' ? '/fa/' : '/en/'
      await openDemoPage(page, before)
      await openDemoPage(page, home.path)
      await galleryTakenOver(page)
      await thumbnail(page, 2).click()
      await expect(viewer(page)).toBeVisible()
      await page.goBack()
      await expect(viewer(page)).toBeHidden()
      expect(new URL(page.url()).pathname).toBe(home.path)
      await thumbnail(page, 3).click()
      await expect(viewer(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      // The viewer's own step back, which the browser takes in a task of its own.
      await page.waitForTimeout(300)
      await page.goBack()
      await expect.poll(() => new URL(page.url()).pathname).toBe(before)
    })

    test('a double click, or a double tap, on a thumbnail opens that image and keeps the viewer open', async ({
      page,
    }) => {
      await openDemoPage(page, home.path)
      await galleryTakenOver(page)
      await thumbnail(page, 2).dblclick()
      await expect(viewer(page)).toBeVisible()
      await expect(position(page)).toHaveText(home.position(2))
      await page.keyboard.press('Escape')
      // The second tap lands where the first one opened the viewer: on its backdrop, for the fourth.
      await thumbnail(page, 4).dblclick()
      await expect(position(page)).toHaveText(home.position(4))
      await page.waitForTimeout(300)
      await expect(viewer(page)).toBeVisible()
    })

    test('fetches the viewer at the first hover; a click before it arrives opens it once it does', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { lightboxEvents: seen })
        for (const type of ['lightbox-opened', 'lightbox-closed']) {
          document.addEventListener(type, (event) =>
            seen.push(`${type} ${(event as CustomEvent<{ index: number }>).detail.index}`),
          )
        }
      })
      const events = () =>
        page.evaluate(() => (window as unknown as { lightboxEvents: string[] }).lightboxEvents)
      const chunk = await holdChunk(page, viewerChunk)
      await openDemoPage(page, home.path)
      await galleryTakenOver(page)
      expect(chunk.requests()).toBe(0)
      await thumbnail(page, 2).hover()
      await expect.poll(chunk.requests).toBe(1)
      await thumbnail(page, 2).click()
      await expect(viewer(page)).toHaveCount(0)
      expect(await events()).toEqual([])
      chunk.release()
      await expect(viewer(page)).toBeVisible()
      await expect(position(page)).toHaveText(home.position(2))
      await expect(
        viewer(page).getByRole('button', { exact: true, name: home.close }),
      ).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      await expect(thumbnail(page, 2)).toBeFocused()
      // Announced when the viewer opened, once, though the click came first.
      expect(await events()).toEqual(['lightbox-opened 1', 'lightbox-closed 1'])
      expect(chunk.requests()).toBe(1)
    })

    test('on a narrow phone with its text at twice its size, no control covers the picture or its caption', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await openDemoPage(page, home.path)
      // The CSSOM, which the page's style-src allows, as a browser's text size setting would.
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      )
      await galleryTakenOver(page)
      await thumbnail(page, 2).click()
      await expect(viewer(page).locator('img')).toHaveJSProperty('complete', true)
      const figure = await viewer(page)
        .locator('figure')
        .evaluate((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect()
          return { left, right, top, bottom }
        })
      expect(figure.left).toBeGreaterThanOrEqual(0)
      expect(figure.right).toBeLessThanOrEqual(320)
      for (const control of await viewer(page).getByRole('button').all()) {
        const box = await control.evaluate((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect()
          return { left, right, top, bottom }
        })
        const overlaps =
          box.left < figure.right &&
          figure.left < box.right &&
          box.top < figure.bottom &&
          figure.top < box.bottom
        expect(overlaps, (await control.getAttribute('aria-label')) ?? 'a control').toBe(false)
      }
    })
  })
}

test.describe('when the viewer’s code does not arrive', () => {
  test.use({ expectedErrors: [/net::ERR_FAILED/] })

  test('a click on a thumbnail opens the image itself, the console says why and the page hears lightbox-error', async ({
    page,
  }) => {
    // On the context: msw's service worker fetches the page's scripts.
    await page.context().route(viewerChunk, (route) => route.abort())
    // A template's own listener, as its author would write it.
    const heard: unknown[] = []
    await page.exposeFunction('lightboxErrorHeard', (detail: unknown) => heard.push(detail))
    await page.addInitScript(() => {
      document.addEventListener('lightbox-error', (event) => {
        const page = window as unknown as { lightboxErrorHeard(detail: unknown): void }
        page.lightboxErrorHeard((event as CustomEvent).detail)
      })
    })
    await openDemoPage(page, '/fa/')
    await galleryTakenOver(page)
    const warned = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && message.text().startsWith('<site-lightbox>'),
    )
    await thumbnail(page, 2).click()
    await page.waitForURL('**/images/gallery/photo-2.svg')
    expect((await warned).text()).toContain('the image viewer did not load')
    await expect
      .poll(() => heard)
      .toEqual([
        { src: expect.stringMatching(/\/images\/gallery\/photo-2\.svg$/), reason: 'viewer' },
      ])
  })
})

test.describe('a lightbox told the site keeps no large copies (large-images="none")', () => {
  test('shows each image itself and never asks for a -large file', async ({ page }) => {
    // Every request of the context, the page's and those msw's service worker makes for it:
    // a -large address must appear in neither.
    const requested: string[] = []
    page.context().on('request', (request) => requested.push(new URL(request.url()).pathname))
    // Only this test's page carries the attribute: the gallery tests above count on -large copies.
    await page.route(
      (url) => url.pathname === '/en/',
      async (route) => {
        const original = await route.fetch()
        const html = (await original.text()).replace(
          '<site-lightbox>',
          '<site-lightbox large-images="none">',
        )
        await route.fulfill({ response: original, body: html })
      },
    )
    await openDemoPage(page, '/en/')
    await expect(page.locator('site-lightbox[large-images="none"]')).toHaveCount(1)
    await galleryTakenOver(page)
    await thumbnail(page, 3).click()
    const viewer = page.getByRole('dialog')
    const image = viewer.locator('img')
    await expect(image).toHaveAttribute('src', '/images/gallery/photo-3.svg')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The fourth has no large copy: derived, its preload and its opening would each ask for one.
    await viewer.getByRole('button', { exact: true, name: 'Next image' }).click()
    await expect(image).toHaveAttribute('src', '/images/gallery/photo-4.svg')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The watch saw the page's requests: the viewer's chunk among them.
    expect(requested.some((path) => viewerChunk.test(path))).toBe(true)
    expect(requested.filter((path) => /-large\.\w+$/.test(path))).toEqual([])
  })
})

const articlePages = [
  { path: '/en/article.html', dir: 'ltr', position: '1 of 2' },
  { path: '/fa/article.html', dir: 'rtl', position: '۱ از ۲' },
] as const

for (const article of articlePages) {
  test.describe(`the article gallery on ${article.path} (${article.dir})`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } })

    test('a tap on a gallery picture opens it in the lightbox, not as a bare image', async ({
      page,
    }) => {
      await openDemoPage(page, article.path)
      await galleryTakenOver(page)
      await page.locator('.article-gallery .gallery-item a').first().tap()
      const viewer = page.getByRole('dialog')
      await expect(viewer).toBeVisible()
      await expect(viewer.locator('img')).toHaveAttribute(
        'src',
        '/images/gallery/photo-2-large.svg',
      )
      await expect(viewer.locator('.site-lightbox-position')).toHaveText(article.position)
      expect(new URL(page.url()).pathname).toBe(article.path)
    })
  })
}
