import { articlePages, comment, openComments, useQaSettings } from './comments-page.ts'
import { expect, test } from './test.ts'

/** The titles the server gives the buttons the template draws as glyphs. */
const titles = {
  en: {
    voteGood: 'Good comment!',
    votePoor: 'Bad comment!',
    edit: 'Change',
    delete: 'Delete',
    unpublish: 'Unpublish',
    banIp: 'Ban IP',
  },
  fa: {
    voteGood: 'نظر خوب!',
    votePoor: 'نظر بد!',
    edit: 'ویرایش',
    delete: 'حذف',
    unpublish: 'لغو انتشار',
    banIp: 'مسدود کردن IP',
  },
} as const

for (const article of articlePages) {
  test.describe(`the comments as a visitor meets them on ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('names the vote and moderation buttons by their titles, not by the glyphs the template draws', async ({
      page,
    }) => {
      await useQaSettings(page, { actor: 'admin' })
      await openComments(page, article.path)
      const words = titles[article.lang]
      const item = comment(page, article.votable.id)
      // Commands the server writes as links: buttons to assistive technology, as Space is to them.
      for (const name of [
        words.voteGood,
        words.votePoor,
        words.edit,
        words.delete,
        words.unpublish,
        words.banIp,
      ]) {
        await expect(item.getByRole('button', { name, exact: true })).toBeVisible()
      }
      // The glyphs are still drawn.
      const glyph = await item
        .locator('a.vote-good')
        .evaluate((button) => getComputedStyle(button, '::before').content)
      expect(glyph).toContain('▲')
    })
  })
}
