import { expectAccessible } from './accessibility.ts'
import { touchComments } from './comments-page.ts'
import { demoPages } from './demo-pages.ts'
import { expect, openDemoPage, test } from './test.ts'

for (const page of demoPages) {
  test.describe(`${page.path} (${page.lang}, ${page.dir})`, () => {
    test('loads under the CSP with its server markup and the QA panel', async ({ page: tab }) => {
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

    test('passes an accessibility scan', async ({ page: tab }) => {
      await openDemoPage(tab, page.path)
      // A comments page is scanned once <jc-comments> holds the thread with its
      // controls, as a visitor who reached for it has it.
      if ('comments' in page) await touchComments(tab)
      await expectAccessible(tab, page.tolerated)
    })
  })
}
