import { holdChunk } from './hold-chunk.ts'
import { expect, openDemoPage, test } from './test.ts'

// The listing's code arrives a moment after the printed block on a real site;
// these tests hold it back until the visitor has tapped a category. The
// loader's holding depends on neither language nor direction: one page each.
const listingChunk = /\/assets\/listing-tabs-[\w-]+\.js$/

test.describe('a category tapped before the listing code arrived', () => {
  test('is selected, with its items, once the widget is up (/fa/)', async ({ page }) => {
    const chunk = await holdChunk(page, listingChunk)
    await openDemoPage(page, '/fa/')
    await expect.poll(chunk.requests).toBeGreaterThan(0)
    const block = page.locator('listing-tabs').first()
    // The server's tab, before the takeover: a list item that does nothing yet.
    await block.locator('li.ltabs-tab', { hasText: 'فناوری' }).click()
    await expect(block.getByRole('tab')).toHaveCount(0)

    chunk.release()
    const tab = block.getByRole('tab', { name: 'فناوری' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(block.locator('[role="tabpanel"]:not([hidden]) .ltabs-item').first()).toBeVisible()
  })

  test('in the second of two blocks, is selected there and nowhere else (/en/)', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, listingChunk)
    await openDemoPage(page, '/en/')
    await expect.poll(chunk.requests).toBeGreaterThan(0)
    const [first, other] = [
      page.locator('listing-tabs').first(),
      page.locator('listing-tabs').nth(1),
    ]
    await other.locator('li.ltabs-tab', { hasText: 'Cooking' }).click()

    chunk.release()
    await expect(other.getByRole('tab', { name: 'Cooking' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(first.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
  })
})
