import { expect, test as plain } from '@playwright/test'
import { guardPage } from './page-guard.ts'
import { test } from './test.ts'

// An inline script slipped into the page, as a compromised template or a
// careless edit would add it.
const injected = '<script>document.title = "injected"</script>'

async function serveWithInjectedScript(page: import('@playwright/test').Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const original = await route.fetch()
    const html = (await original.text()).replace('</head>', `${injected}</head>`)
    await route.fulfill({ response: original, body: html })
  })
}

plain('an injected inline script is blocked and reported as a CSP violation', async ({ page }) => {
  const problems = await guardPage(page)
  await serveWithInjectedScript(page, '/en/article.html')
  await page.goto('/en/article.html')
  await expect(page).not.toHaveTitle('injected')
  await expect
    .poll(() => problems.filter((problem) => problem.kind === 'csp violation').map((p) => p.text))
    .toContainEqual(expect.stringContaining('script-src'))
})

test.describe('the guarded test', () => {
  // The guard must fail a test whose own assertions all pass.
  test.fail()
  test('fails when its page breaks the CSP', async ({ page }) => {
    await serveWithInjectedScript(page, '/en/article.html')
    await page.goto('/en/article.html')
    await expect(page.locator('h1')).toBeVisible()
  })
})
