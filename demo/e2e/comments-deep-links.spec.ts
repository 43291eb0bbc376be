import type { Page } from '@playwright/test'
import {
  articlePages,
  comment,
  expectEvent,
  longThreadPages,
  openComments,
  shown,
} from './comments-page.ts'
import { expect, test } from './test.ts'

// The demo's pages carry <jc-comments> as the docs print it: no auto-show-*
// attribute, so these are the links a stock page follows on its own.
for (const thread of longThreadPages) {
  const linked = thread.secondPage[4] as number
  test.describe(`deep links on ${thread.path} (${thread.lang}, ${thread.dir})`, () => {
    test(`#comment-${linked}, on a page the server did not print, brings that page and shows the comment`, async ({
      page,
    }) => {
      await openComments(page, `${thread.path}#comment-${linked}`)
      await expectEvent(page, 'jc-loaded', { page: null, commentId: linked })
      await expect(page.locator('#nav-top .activepage')).toHaveText(shown(thread.lang, 2))
      await expect(page.locator(`jc-comments #comment-${linked}`)).toBeInViewport()
      // The same landing as on the first page: marked for a moment.
      await expect(comment(page, linked)).toHaveAttribute('data-jc-linked', '')
    })
  })
}

for (const article of articlePages) {
  test.describe(`deep links on ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('#addcomments shows the comment form, in view from its heading', async ({ page }) => {
      await openComments(page, `${article.path}#addcomments`)
      const field = page.locator('jc-comments #comments-form textarea')
      await expect(field).toBeVisible()
      // The heading above the anchor comes into view whole: aligned with the viewport's top
      // edge, layout may leave it a fraction of a pixel above.
      const headingInView = () =>
        page.locator('jc-comments #comments-form-link > h4').evaluate((heading) => {
          const { top } = heading.getBoundingClientRect()
          return top > -1 && top < innerHeight
        })
      await expect.poll(headingInView).toBe(true)
      await expect(page.locator('jc-comments #comments-form')).toBeInViewport()
    })
  })
}

/** Where a comment's box starts and ends in the viewport, in CSS pixels. */
function boxOf(page: Page, id: number) {
  return comment(page, id).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    return { top: Math.round(top), bottom: Math.round(bottom), height: window.innerHeight }
  })
}

test('a link to a comment of the first page lands on its top at 375 and 1280 px, marks it for a moment without relying on colour, and without motion when reduced', async ({
  page,
}) => {
  test.slow()
  for (const { width, path, id } of [
    { width: 375, path: '/fa/article.html', id: 9 },
    { width: 1280, path: '/en/article.html', id: 17 },
  ]) {
    await page.setViewportSize({ width, height: 667 })
    await page.goto('about:blank')
    await openComments(page, `${path}#comment-${id}`)
    await expect(comment(page, id)).toHaveAttribute('data-jc-linked', '')
    await expect(comment(page, id)).toHaveCSS('outline-style', 'double')
    // Settled: the box's top stays inside the viewport once late layout is done.
    await expect
      .poll(async () => {
        const before = await boxOf(page, id)
        await page.waitForTimeout(300)
        const after = await boxOf(page, id)
        return after.top === before.top && after.top >= 0 && after.top < after.height / 4
      })
      .toBe(true)
    await page.waitForTimeout(1000)
    const { top, height } = await boxOf(page, id)
    expect(top, `#comment-${id} at ${width} px`).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(height / 4)
    await expect(comment(page, id)).not.toHaveAttribute('data-jc-linked', '', { timeout: 4000 })
  }
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('about:blank')
  await openComments(page, '/en/article.html#comment-17')
  await expect(comment(page, 17)).toHaveAttribute('data-jc-linked', '')
  await expect(comment(page, 17)).toHaveCSS('animation-name', 'none')
})
