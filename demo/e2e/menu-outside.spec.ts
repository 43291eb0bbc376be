import type { Page } from '@playwright/test'
import { expect, openDemoPage, test } from './test.ts'

const sites = [
  { home: '/en/', article: '/en/article.html', dir: 'ltr', menu: 'Menu', close: 'Close' },
  { home: '/fa/', article: '/fa/article.html', dir: 'rtl', menu: 'فهرست', close: 'بستن' },
] as const

/** Opens a page and its hamburger menu once the site chrome has started. */
async function openMenu(page: Page, path: string, site: (typeof sites)[number]) {
  await openDemoPage(page, path)
  await expect(page.locator('html')).toHaveClass(/\bjs\b/)
  const button = page.getByRole('button', { name: site.menu })
  const menu = page.locator('#mainmenu')
  await button.tap()
  await expect(menu).toBeVisible()
  return { button, menu }
}

test.describe('the hamburger menu on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })

  for (const site of sites) {
    test.describe(`(${site.dir})`, () => {
      test('a tap elsewhere closes the menu and leaves focus where it landed', async ({ page }) => {
        const { button, menu } = await openMenu(page, site.home, site)
        await menu.getByRole('link').first().focus()
        await page.locator('.page-title').tap()
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(menu).toBeHidden()
        // The page's main region takes a tap's focus (tabindex="-1"), not the button.
        await expect(page.locator('#content')).toBeFocused()
      })

      test('a tap on a link below the open menu closes it and follows that link', async ({
        page,
      }) => {
        await openMenu(page, site.article, site)
        // Right under the menu, which pushes it down: closed before the tap lands, the menu
        // would move another line under the finger.
        await page.locator('.category-name a').tap()
        await expect(page).toHaveURL(`${site.home}index.html`)
      })

      test('a tap on a picture opens the lightbox over the open menu, and its close button closes only the lightbox', async ({
        page,
      }) => {
        const { button, menu } = await openMenu(page, site.home, site)
        await expect(page.locator('site-lightbox .site-lightbox-content')).toBeAttached({
          timeout: 20_000,
        })
        await page.locator('site-lightbox .gallery-item a').first().tap()
        const viewer = page.getByRole('dialog')
        await expect(viewer).toBeVisible()
        await viewer.getByRole('button', { exact: true, name: site.close }).tap()
        await expect(viewer).toBeHidden()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(menu).toBeVisible()
      })
    })
  }
})
