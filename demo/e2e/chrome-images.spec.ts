import { expect, openDemoPage, test } from './test.ts'

for (const path of ['/en/', '/fa/'] as const) {
  test.describe(`lazy images on ${path}`, () => {
    test('load only when scrolled to, without moving the page', async ({ page }) => {
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await page.setViewportSize({ width: 1280, height: 800 })
      await openDemoPage(page, path)
      await expect(page.locator('html')).toHaveClass(/\bjs\b/)
      const first = page.locator('.lazy-module img').first()
      await expect(first).toHaveAttribute('src', '/images/lazy-placeholder.svg')
      expect(requested).not.toContain('/images/content/lazy-1.svg')
      const before = await first.boundingBox()

      await first.scrollIntoViewIfNeeded()
      await expect(first).toHaveAttribute('src', '/images/content/lazy-1.svg')
      await expect(first).toHaveClass(/lazy-loaded/)
      await expect.poll(() => requested).toContain('/images/content/lazy-1.svg')
      const after = await first.boundingBox()
      expect([after?.width, after?.height]).toEqual([before?.width, before?.height])
    })

    test('load the JCH-flagged image through the browser’s own lazy loading', async ({ page }) => {
      await openDemoPage(page, path)
      const jch = page.locator('img[data-jchll="true"]')
      await expect(jch).toHaveAttribute('src', '/images/content/lazy-3.svg')
      await expect(jch).toHaveAttribute('loading', 'lazy')
    })

    test('cover markup a widget inserted, once its request has ended', async ({ page }) => {
      await openDemoPage(page, path)
      await expect(page.locator('html')).toHaveClass(/\bjs\b/)
      await page.evaluate(() => {
        const panel = document.createElement('div')
        panel.id = 'inserted-panel'
        const image = document.createElement('img')
        image.src = '/images/lazy-placeholder.svg'
        image.dataset.src = '/images/content/forest.svg'
        image.alt = 'Inserted by a widget'
        image.width = 300
        image.height = 200
        panel.append(image)
        document.querySelector('main')?.prepend(panel)
        // What a widget's announceRequestEnd dispatches after its request.
        document.dispatchEvent(
          new CustomEvent('jc-widgets:request-end', { detail: { source: panel }, bubbles: true }),
        )
      })
      await expect(page.locator('#inserted-panel img')).toHaveAttribute(
        'src',
        '/images/content/forest.svg',
      )
    })
  })
}

test('without scripts the noscript copies show the pictures and the placeholders step aside', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  await page.goto('/en/')
  await expect(page.locator('.lazy-module img[data-src]').first()).toBeHidden()
  const copy = page.locator('.lazy-module noscript img').first()
  await expect(copy).toBeVisible()
  await expect(copy).toHaveAttribute('src', '/images/content/lazy-1.svg')
  await context.close()
})
