import type { Page } from '@playwright/test'
import { useQaSettings } from './comments-page.ts'
import { expect, openDemoPage, test } from './test.ts'

/** The animations running on elements that match `selector`. */
const running = (page: Page, selector: string) =>
  page.evaluate(
    (matching) =>
      document
        .getAnimations()
        .filter((animation) =>
          ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.matches(
            matching,
          ),
        ).length,
    selector,
  )

// The demo's template draws busy indicators of its own over the widgets'; under
// reduced motion they stand still too, as the docs ask of a template.
test.describe('the demo template under prefers-reduced-motion: reduce', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('a listing tab loading stands still and says it is busy', async ({ page }) => {
    await openDemoPage(page, '/en/')
    await page.getByText('QA panel', { exact: true }).click()
    const faults = page.getByRole('group', { name: 'Listing server' })
    await faults.getByLabel('Latency (ms)').fill('60000')
    await faults.getByLabel('Latency (ms)').press('Enter')
    await page.getByText('QA panel', { exact: true }).click()
    const block = page.locator('listing-tabs').first()
    await block.getByRole('tab', { name: 'Sport' }).click()
    const panel = block.locator('[role="tabpanel"]:not([hidden])')
    await expect(panel).toHaveAttribute('aria-busy', 'true')
    await expect(panel.locator('.ltabs-loading')).toBeVisible()
    expect(await running(page, '.ltabs-loading')).toBe(0)
  })

  test('a comment’s call in flight stands still and says it is busy', async ({ page }) => {
    await useQaSettings(page, { latencyMs: 60_000 })
    await openDemoPage(page, '/fa/article.html')
    // The first touch reloads the printed page with its actions: a call that takes its time here.
    const block = page.locator('jc-comments #comments[aria-busy]')
    await expect(block).toBeAttached({ timeout: 20_000 })
    await block.dispatchEvent('pointerover')
    await expect(page.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('jc-comments #comments > .busy')).toBeVisible()
    expect(await running(page, '#jc .busy')).toBe(0)
  })
})
