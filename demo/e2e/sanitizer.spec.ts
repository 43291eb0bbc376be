import { expect, test } from './test.ts'

test.describe('the sanitizing boundary on /sanitizer.html', () => {
  test('gives the same inert output for every known shape, on every engine the browser has', async ({
    page,
  }, testInfo) => {
    await page.goto('/sanitizer.html')
    const native = testInfo.project.name !== 'fallback'
    await expect(page.locator('#engines')).toContainText(
      native ? 'has the HTML Sanitizer API' : 'has no HTML Sanitizer API',
    )
    await page.getByRole('button', { name: 'Check every shape' }).click()
    await expect(page.locator('#shapes-summary')).toContainText(
      native ? 'with native and dompurify' : 'with dompurify.',
    )
    const failures = await page.locator('#shapes-result li[data-verdict="fail"]').allInnerTexts()
    expect(failures).toEqual([])
    expect(await page.locator('#shapes-result li').count()).toBeGreaterThan(35)
  })

  test('shows what each engine makes of pasted markup', async ({ page }) => {
    await page.goto('/sanitizer.html')
    await page
      .getByLabel('Server HTML')
      .fill('<a href="javascript:alert(1)" onclick="x()">a</a><img src=x onerror=alert(1)>')
    await page.getByRole('button', { name: 'Sanitize' }).click()
    await expect(page.locator('#try-result li')).toHaveAttribute('data-verdict', 'pass')
    await expect(page.locator('#try-result')).toContainText('dompurify: a<img src="x">')
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  })
})
