import { holdChunk } from './hold-chunk.ts'
import { expect, openDemoPage, test } from './test.ts'

// The listing's code arrives a moment after the printed block on a real site;
// these tests hold it back until the visitor has tapped a category.
const listingChunk = /\/assets\/listing-tabs-[\w-]+\.js$/

const pages = [
  { path: '/fa/', second: 'فناوری', secondBlockTab: 'آشپزی' },
  { path: '/en/', second: 'Sport', secondBlockTab: 'Cooking' },
] as const

for (const { path, second, secondBlockTab } of pages) {
  test.describe(`a category tapped before the listing code arrived, on ${path}`, () => {
    test('is selected, with its items, once the widget is up', async ({ page }) => {
      const chunk = await holdChunk(page, listingChunk)
      await openDemoPage(page, path)
      await expect.poll(chunk.requests).toBeGreaterThan(0)
      const block = page.locator('listing-tabs').first()
      // The server's tab, before the takeover: a list item that does nothing yet.
      await block.locator('li.ltabs-tab', { hasText: second }).click()
      await expect(block.getByRole('tab')).toHaveCount(0)

      chunk.release()
      const tab = block.getByRole('tab', { name: second })
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(
        block.locator('[role="tabpanel"]:not([hidden]) .ltabs-item').first(),
      ).toBeVisible()
    })

    test('in the second of two blocks, is selected there and nowhere else', async ({ page }) => {
      const chunk = await holdChunk(page, listingChunk)
      await openDemoPage(page, path)
      await expect.poll(chunk.requests).toBeGreaterThan(0)
      const [first, other] = [
        page.locator('listing-tabs').first(),
        page.locator('listing-tabs').nth(1),
      ]
      await other.locator('li.ltabs-tab', { hasText: secondBlockTab }).click()

      chunk.release()
      await expect(other.getByRole('tab', { name: secondBlockTab })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(first.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
    })
  })
}
