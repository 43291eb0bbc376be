import { expectAccessible } from './accessibility.ts'
import { articlePages, comment, expectEvent, openComments, seenEvents } from './comments-page.ts'
import { expect, test } from './test.ts'

for (const article of articlePages) {
  test.describe(`reports on ${article.path} (${article.lang}, ${article.dir})`, () => {
    const { words } = article
    const [reported, other] = article.chain

    test('the report form opens under the comment, labelled, its first field focused; cancel closes it and leaves the comment as it was', async ({
      page,
    }) => {
      await openComments(page, article.path)
      const item = comment(page, reported)
      await test.step('the report form opens under the comment, labelled, its first field focused', async () => {
        await item.getByRole('link', { name: words.report }).click()
        const report = item.locator('#comments-inline-report')
        const form = report.getByRole('form', { name: words.report })
        await expect(form).toBeVisible()
        await expect(form.getByLabel(words.name)).toBeFocused()
        await expect(form.getByLabel(words.reason)).toBeVisible()
        await expect(page.locator('jc-comments #comments-inline-report')).toHaveCount(1)
        await expectAccessible(page)
      })
      await test.step('cancel closes the report form and leaves the comment as it was', async () => {
        await expect(item.locator('#comments-report-form')).toBeVisible()
        await item.locator('#comments-report-form-buttons button[type="button"]').click()
        await expect(item.locator('#comments-inline-report')).toHaveCount(0)
        await expect(item.locator('.comment-body')).toBeVisible()
      })
    })

    test("an empty reason gets the server's error at the top of the report form, read out", async ({
      page,
    }) => {
      await openComments(page, article.path)
      await comment(page, reported).getByRole('link', { name: words.report }).click()
      const report = comment(page, reported).locator('#comments-inline-report')
      await report.getByLabel(words.name).fill('Nadia')
      await report.locator('button[type="submit"]').click()
      const message = report.locator('h4 + #comments-form-message + form#comments-report-form')
      await expect(message).toBeVisible()
      const box = report.locator('#comments-form-message')
      await expect(box).toHaveText(words.noReason)
      await expect(box).toHaveClass(/comments-form-message-error/)
      await expect(page.locator('jc-comments [role="alert"]')).toHaveText(words.noReason)
      await expectEvent(page, 'jc-error', {
        message: words.noReason,
        target: 'comments-report-form',
        field: '',
      })
      expect(await seenEvents(page, 'jc-reported')).toEqual([])
    })

    test('a report with a reason is sent: the form closes, the info message says so', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await comment(page, reported).getByRole('link', { name: words.report }).click()
      const report = comment(page, reported).locator('#comments-inline-report')
      await report.getByLabel(words.name).fill('Nadia')
      await report.getByLabel(words.reason).fill('Spam link')
      await report.getByLabel(words.reason).press('Enter')
      const box = report.locator('#comments-form-message')
      await expect(box).toHaveText(words.reportSent)
      await expect(box).toHaveClass(/comments-form-message-info/)
      await expect(report.locator('form')).toHaveCount(0)
      await expect(page.locator('jc-comments [role="status"]')).toHaveText(words.reportSent)
      await expectEvent(page, 'jc-reported', { commentId: reported })
    })

    test('opening a report under another comment moves it there; the thread keeps working', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await comment(page, reported).getByRole('link', { name: words.report }).click()
      await expect(comment(page, reported).locator('#comments-report-form')).toBeVisible()
      await comment(page, other).getByRole('link', { name: words.report }).click()
      await expect(comment(page, other).locator('#comments-report-form')).toBeVisible()
      await expect(page.locator('jc-comments #comments-inline-report')).toHaveCount(1)
      const { id } = article.votable
      await page.locator(`jc-comments #comment-vote-holder-${id} a.vote-good`).click()
      await expectEvent(page, 'jc-voted', { commentId: id })
      await expect(comment(page, other).locator('#comments-report-form')).toBeVisible()
    })
  })
}
