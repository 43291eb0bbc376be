import type { Page } from '@playwright/test'
import { countCommentCalls, expectEvent, openComments, recordDialogs } from './comments-page.ts'
import { expect, test } from './test.ts'

const path = '/en/hostile.html'

/** Everything in the widget that could run code, or load a page that does. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.locator('jc-comments').evaluate((root) => {
    const found: string[] = []
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase()
      if (['script', 'iframe', 'frame', 'object', 'embed', 'svg', 'form', 'style'].includes(tag)) {
        found.push(`<${tag}>`)
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || name === 'srcdoc' || name === 'style' || name === 'formaction') {
          found.push(`${tag}[${name}]`)
        }
        if (
          /^(href|src|action|xlink:href)$/i.test(name) &&
          /^\s*(javascript|data|vbscript):/i.test(value)
        ) {
          found.push(`${tag}[${name}=${value.slice(0, 20)}]`)
        }
      }
    }
    return found
  })
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned)

async function showPage(page: Page, number: number) {
  await page
    .locator('#nav-top')
    .getByRole('button', { name: String(number), exact: true })
    .click()
  await expect(page.locator('#nav-top .activepage')).toHaveText(String(number))
  await expectEvent(page, 'jc-loaded', { page: number, commentId: null })
}

test.describe('hostile comments on /en/hostile.html', () => {
  test('arrive in the page and in AJAX answers, and render inert', async ({ page }) => {
    const dialogs = recordDialogs(page)
    await openComments(page, path)
    for (const number of [1, 2]) {
      if ((await page.locator('#nav-top .activepage').textContent()) !== String(number)) {
        await showPage(page, number)
      }
      const first = number === 1 ? 81 : 85
      await expect(page.locator(`jc-comments #comment-item-${first}`)).toBeVisible()
      expect(await dangerousMarkup(page)).toEqual([])
      // A data: image stays an image without an address, whichever page brought it.
      const dataImage = page.locator('jc-comments img[alt="a data: image"]')
      await expect(dataImage).toHaveCount(1)
      await expect(dataImage).not.toHaveAttribute('src')
    }
    await expect(page.locator('jc-comments #comment-body-85 img')).toHaveAttribute(
      'src',
      'hostile.html',
    )
    expect(await pwned(page)).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('every hostile control is clicked, and nothing runs, navigates or is sent', async ({
    page,
    context,
  }) => {
    const dialogs = recordDialogs(page)
    const popups: string[] = []
    context.on('page', (opened) => popups.push(opened.url()))
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openComments(page, path)
    for (const number of [1, 2]) {
      if ((await page.locator('#nav-top .activepage').textContent()) !== String(number)) {
        await showPage(page, number)
      }
      const calls = countCommentCalls(page)
      const bodies = page.locator('jc-comments .comment-body')
      for (const label of [
        'an unquoted onclick',
        'a javascript: link',
        'a data: link',
        'an unknown onclick',
        'a known call, then more code',
        'Send',
      ]) {
        const control = bodies.getByText(label, { exact: true })
        if ((await control.count()) > 0) await control.click()
      }
      // An image that did not load takes no room once it has an empty alt: nothing to click there.
      for (const image of await bodies.locator('img').all()) {
        if (await image.isVisible()) await image.click()
      }
      expect(calls()).toBe(0)
    }
    expect(await pwned(page)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(popups).toEqual([])
    expect(new URL(page.url()).pathname).toBe(path)
    for (const handler of [
      "window.__pwned='onclick-unquoted'",
      "window.__pwned='unknown-onclick'",
      "jcomments.voteComment(88, 1);window.__pwned='known-call-then-code'",
    ]) {
      expect(warnings).toContainEqual(
        `<jc-comments>: ignored an inline handler it does not know: ${handler}`,
      )
    }
  })
})
