import {
  articlePages,
  comment,
  countCommentCalls,
  expectEvent,
  longThreadPages,
  numberShown,
  openComments,
  refreshComments,
  seenEvents,
  shown,
} from './comments-page.ts'
import { expect, test } from './test.ts'

for (const article of articlePages) {
  test.describe(`reading ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('shows the thread in the page direction, replies nested as the server nests them', async ({
      page,
    }) => {
      await openComments(page, article.path)
      const [top, reply, replyToReply] = article.chain
      const jc = page.locator('jc-comments #jc')
      await expect(jc).toHaveAttribute('dir', article.dir)
      await expect(jc).toHaveAttribute('lang', article.lang)
      await expect(page.locator(`#comments-list-0 > #comment-item-${top}`)).toBeVisible()
      await expect(
        page.locator(`#comment-item-${top} + #comments-list-${top} > #comment-item-${reply}`),
      ).toBeVisible()
      await expect(
        page.locator(
          `#comment-item-${reply} + #comments-list-${reply} > #comment-item-${replyToReply}`,
        ),
      ).toBeVisible()
      // The comment's number, a link to it, says what it is before what it shows (`#`).
      const anchor = page.locator(`#comment-item-${top} .comment-anchor`)
      await expect(anchor).toHaveAccessibleName(
        `${article.lang === 'fa' ? 'پیوند به این نظر' : 'Link to this comment'} ${await anchor.textContent()}`,
      )
      // The server writes h4 whatever the page; under the article's h1 it reads as level 2.
      await expect(page.locator('jc-comments #comments h4')).toHaveAttribute('aria-level', '2')
      expect(await seenEvents(page, 'jc-loaded')).toEqual([
        { type: 'jc-loaded', detail: { page: 0, commentId: null } },
      ])
    })

    test('reloads the thread from the refresh link', async ({ page }) => {
      await openComments(page, article.path)
      const calls = countCommentCalls(page)
      await refreshComments(page)
      expect(calls()).toBe(1)
      await expect(comment(page, article.chain[2])).toBeVisible()
      await expect(comment(page, article.votable.id).locator('a.vote-good')).toBeVisible()
    })
  })
}

for (const thread of longThreadPages) {
  test.describe(`paging ${thread.path} (${thread.lang}, ${thread.dir})`, () => {
    const items = (page: import('@playwright/test').Page) =>
      page
        .locator('jc-comments #comments-list > [id^="comment-item-"]')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.id.replace('comment-item-', ''))))

    test('keeps showing the page the server printed when it takes the list over, and turns to page 2 from the page numbers', async ({
      page,
    }) => {
      await openComments(page, thread.path)
      await expect(page.locator('#nav-top .activepage')).toHaveText(
        shown(thread.lang, thread.printedPage),
      )
      await page
        .locator('#nav-top')
        .getByRole('button', { name: shown(thread.lang, 2), exact: true })
        .click()
      await expect(page.locator('#nav-top .activepage')).toHaveText(shown(thread.lang, 2))
      await expect(page.locator('#nav-bottom .activepage')).toHaveText(shown(thread.lang, 2))
      expect(await items(page)).toEqual(thread.secondPage)
      await expectEvent(page, 'jc-loaded', { page: 2, commentId: null })
      await expect(page.locator('jc-comments #jc')).toHaveAttribute('dir', thread.dir)
    })

    test('turns the page from the keyboard: Tab to a page number, then Enter or Space', async ({
      page,
    }) => {
      await openComments(page, thread.path)
      for (const key of ['Enter', 'Space']) {
        await page.locator('jc-comments #comments h4 a.refresh').focus()
        await page.keyboard.press('Tab')
        const first = page.locator('#nav-top [role="button"]').first()
        await expect(first).toBeFocused()
        const label = (await first.textContent()) ?? ''
        const target = numberShown(label)
        await page.keyboard.press(key)
        await expect(page.locator('#nav-top .activepage')).toHaveText(label)
        await expectEvent(page, 'jc-loaded', { page: target, commentId: null })
      }
    })
  })
}
