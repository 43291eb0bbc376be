import { expectAccessible } from './accessibility.ts'
import { touchComments } from './comments-page.ts'
import { demoPages } from './demo-pages.ts'
import { expect, openDemoPage, test } from './test.ts'

for (const page of demoPages) {
  test.describe(`${page.path} (${page.lang}, ${page.dir})`, () => {
    // One visit for both: the scan looks at the page the load has just checked.
    test('loads under the CSP with its server markup and the QA panel, and passes an accessibility scan', async ({
      page: tab,
      accessibilityScans,
    }) => {
      await test.step('loads under the CSP with its server markup and the QA panel', async () => {
        const response = await openDemoPage(tab, page.path)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['content-security-policy']).toContain(
          "require-trusted-types-for 'script'",
        )
        await expect(tab.locator('html')).toHaveAttribute('lang', page.lang)
        await expect(tab.locator('html')).toHaveAttribute('dir', page.dir)
        await expect(tab.locator('h1')).toHaveCount(1)
        for (const selector of page.holds) await expect(tab.locator(selector).first()).toBeVisible()
      })
      await test.step('passes an accessibility scan', async (step) => {
        step.skip(!accessibilityScans, 'the preview project scans the same markup, built')
        // A comments page is scanned once <jc-comments> holds the thread with its
        // controls, as a visitor who reached for it has it (and as the comments
        // tests open it: their own scans of these pages would be this one).
        if ('comments' in page) {
          await touchComments(tab)
          await expect(tab.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'false')
        }
        await expectAccessible(tab, page.tolerated)
      })
    })
  })
}
