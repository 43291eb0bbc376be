import { articlePages, expectEvent, longThreadPages, openComments, shown } from './comments-page.ts'
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
    })
  })
}

for (const article of articlePages) {
  test.describe(`deep links on ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('#addcomments shows the comment form, in view', async ({ page }) => {
      await openComments(page, `${article.path}#addcomments`)
      const field = page.locator('jc-comments #comments-form textarea')
      await expect(field).toBeVisible()
      await expect(page.locator('jc-comments #addcomments')).toBeInViewport()
    })
  })
}
