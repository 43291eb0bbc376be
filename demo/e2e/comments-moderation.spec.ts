import {
  articlePages,
  comment,
  countCommentCalls,
  expectEvent,
  firstShownIn,
  openComments,
  recordDialogs,
  seenEvents,
  useQaSettings,
} from './comments-page.ts'
import { expect, test } from './test.ts'

for (const article of articlePages) {
  test.describe(`moderation on ${article.path} (${article.lang}, ${article.dir})`, () => {
    const { words } = article
    const [top, reply] = article.chain

    test.beforeEach(async ({ page }) => {
      await useQaSettings(page, { actor: 'admin' })
      await openComments(page, article.path)
    })

    test('unpublishes and publishes a comment, and publishes one waiting for moderation', async ({
      page,
    }) => {
      await test.step('unpublishes and publishes a comment', async () => {
        const item = comment(page, reply)
        const status = page.locator('jc-comments [role="status"]')
        await item.locator('a.toolbar-button-publish').click()
        await expect(item.locator('a.toolbar-button-unpublish')).toBeVisible()
        await expectEvent(page, 'jc-published', { commentId: reply })
        await expect(status).toHaveText(words.unpublished)
        await item.locator('a.toolbar-button-unpublish').click()
        await expect(item.locator('a.toolbar-button-publish')).toBeVisible()
        await expect(status).toHaveText(words.published)
        expect(await seenEvents(page, 'jc-published')).toHaveLength(2)
      })
      await test.step('publishes a comment waiting for moderation', async () => {
        const item = comment(page, article.unpublished)
        await item.locator('a.toolbar-button-unpublish').click()
        await expect(item.locator('a.toolbar-button-publish')).toBeVisible()
        await expectEvent(page, 'jc-published', { commentId: article.unpublished })
      })
    })

    test('delete asks first: dismissed, the comment stays and nothing is sent', async ({
      page,
    }) => {
      const dialogs = recordDialogs(page, false)
      const calls = countCommentCalls(page)
      await comment(page, top).locator('a.toolbar-button-delete').click()
      await expect.poll(() => dialogs).toEqual([{ type: 'confirm', message: words.deleteConfirm }])
      await expect(comment(page, top)).toBeVisible()
      expect(calls()).toBe(0)
      expect(await seenEvents(page, 'jc-deleted')).toEqual([])
    })

    test('delete asks first: accepted, the comment and its replies go', async ({ page }) => {
      const dialogs = recordDialogs(page, true)
      await comment(page, top).locator('a.toolbar-button-delete').click()
      await expect(comment(page, top)).toHaveCount(0)
      await expect(page.locator(`jc-comments #comments-list-${top}`)).toHaveCount(0)
      await expect(comment(page, reply)).toHaveCount(0)
      expect(dialogs).toEqual([{ type: 'confirm', message: words.deleteConfirm }])
      await expectEvent(page, 'jc-deleted', { commentId: top })
    })

    test('a reply to a comment a delete took becomes a new comment, with its text and the reason', async ({
      page,
    }) => {
      recordDialogs(page, true)
      const text = article.lang === 'fa' ? 'پاسخی که بی‌جا ماند.' : 'A reply left without a parent.'
      await comment(page, reply).locator(`a[data-jc-action*='"type":"reply"']`).first().click()
      const inline = comment(page, reply).locator('#comments-form')
      await inline.locator('#comments-form-comment').fill(text)
      await comment(page, top).locator('a.toolbar-button-delete').click()
      await expect(comment(page, reply)).toHaveCount(0)
      // The delete is answered whole (its event, then the focus moved off the deleted comment) before the form is used.
      await expectEvent(page, 'jc-deleted', { commentId: top })
      const form = page.locator('jc-comments #comments-form-link #comments-form')
      await expect(form.locator('#comments-form-comment')).toHaveValue(text)
      await expect(form.locator('#comments-form-cancel')).toHaveCount(0)
      await expect(form.locator('#comments-form-message')).toHaveText(
        article.lang === 'fa'
          ? 'نظری که به آن پاسخ می‌دادید حذف شد. متن شما همین‌جا مانده است تا آن را به‌عنوان نظری تازه بفرستید.'
          : 'The comment you were replying to was deleted. Your text is still here, to post as a new comment.',
      )
      await form.locator('#comments-form-comment').press('Control+Enter')
      await expect(page.locator('jc-comments #comments')).toContainText(text)
      await expect
        .poll(async () => (await seenEvents(page, 'jc-posted')).map((event) => event.detail))
        .toContainEqual(expect.objectContaining({ parentId: 0 }))
    })

    test("bans the author's IP: the info message sits at the top of that comment", async ({
      page,
    }) => {
      const item = comment(page, reply)
      await item.locator('a.toolbar-button-ban').click()
      const message = item.locator('#comments-form-message')
      await expect(message).toHaveText(words.banned)
      await expect(message).toHaveClass(/comments-form-message-info/)
      expect(await firstShownIn(item)).toBe('comments-form-message')
      await expect(page.locator('jc-comments [role="status"]')).toHaveText(words.banned)
      await expectEvent(page, 'jc-banned', { commentId: reply })
    })

    test('the IP lookup opens in a new window', async ({ page, context }) => {
      const lookups: string[] = []
      // Nothing leaves the machine: the lookup service is answered here.
      await context.route('http://www.ripe.net/**', async (route) => {
        lookups.push(route.request().url())
        await route.fulfill({ contentType: 'text/plain', body: 'whois' })
      })
      const popup = page.waitForEvent('popup')
      await comment(page, reply).locator('a.toolbar-button-ip').click()
      const window = await popup
      await window.waitForLoadState()
      expect(window.url()).toMatch(/^http:\/\/www\.ripe\.net\/perl\/whois\?searchtext=198\.51\./)
      expect(lookups).toHaveLength(1)
      expect(new URL(page.url()).pathname).toBe(article.path)
    })
  })
}
