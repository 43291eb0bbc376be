import {
  articlePages,
  comment,
  expectEvent,
  openComments,
  refreshComments,
  withQaPanel,
} from './comments-page.ts'
import { expect, test } from './test.ts'

for (const article of articlePages) {
  test.describe(`subscription and e-mail on ${article.path} (${article.lang}, ${article.dir})`, () => {
    const { words } = article

    test('a guest is offered no subscription', async ({ page }) => {
      await openComments(page, article.path)
      await expect(page.locator('jc-comments #comments-list-footer')).toBeVisible()
      await expect(page.locator('jc-comments #comments-subscription')).toHaveCount(0)
    })

    test('a registered user subscribes and unsubscribes; the link says which', async ({ page }) => {
      await openComments(page, article.path)
      await withQaPanel(page, async () => {
        await page.getByLabel('Registered user').check()
      })
      await refreshComments(page)
      const link = page.locator('jc-comments #comments-subscription')
      await expect(link).toHaveText(words.subscribe)
      await link.click()
      await expect(link).toHaveText(words.unsubscribe)
      await expectEvent(page, 'jc-subscription-change', { subscribed: true })
      await link.click()
      await expect(link).toHaveText(words.subscribe)
      await expectEvent(page, 'jc-subscription-change', { subscribed: false })
    })

    test('a masked e-mail address opens the mail program, and the page stays', async ({ page }) => {
      await openComments(page, article.path)
      const session = await page.context().newCDPSession(page)
      await session.send('Page.enable')
      const requested: string[] = []
      session.on('Page.frameRequestedNavigation', (event) => requested.push(event.url))
      await comment(page, article.masked.id).locator('.comment-body .email').click()
      await expect.poll(() => requested).toEqual([`mailto:${article.masked.email}`])
      expect(new URL(page.url()).pathname).toBe(article.path)
      await expect(comment(page, article.masked.id)).toBeVisible()
    })
  })
}
