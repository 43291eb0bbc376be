import type { Locator } from '@playwright/test'
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

    test('the closed QA panel leaves the end of a 320 px page within reach, at the page’s inline end, its toggle’s focus ring in view', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // As tall as phone-view's: the thread loads when it comes within two screens.
      await page.setViewportSize({ width: 320, height: 740 })
      await openComments(page, article.path)
      const panel = page.getByRole('complementary', { name: 'QA panel' })
      const links = page.getByRole('link')
      const last = links.last()
      const box = async (locator: Locator) => {
        const found = await locator.boundingBox()
        if (!found) throw new Error('not rendered')
        return { ...found, bottom: found.y + found.height, right: found.x + found.width }
      }
      const toggle = await box(panel)
      // Mirrored: the corner where the page's lines end.
      if (article.dir === 'rtl') expect(toggle.x).toBeLessThan(320 - toggle.right)
      else expect(320 - toggle.right).toBeLessThan(toggle.x)

      // Boxes the browser skipped rendering take their real height as they come into view.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            window.scrollTo({ top: document.documentElement.scrollHeight })
            await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
            return Math.round(document.documentElement.scrollHeight - innerHeight - scrollY)
          }),
        )
        .toBe(0)
      expect((await box(last)).bottom).toBeLessThanOrEqual(toggle.y)

      await last.focus()
      // The toggle is next, its focus ring inside the panel, which clips what overflows it.
      await page.keyboard.press('Tab')
      const toggleButton = panel.getByText('QA panel', { exact: true })
      await expect(toggleButton).toBeFocused()
      const ring = await toggleButton.evaluate((summary) => {
        const style = getComputedStyle(summary)
        const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth)
        const own = summary.getBoundingClientRect()
        const clip = summary.closest('aside')?.getBoundingClientRect()
        const border = Number.parseFloat(
          getComputedStyle(summary.closest('aside') ?? summary).borderTopWidth,
        )
        return {
          style: style.outlineStyle,
          inside:
            !!clip &&
            own.top - reach >= clip.top + border &&
            own.bottom + reach <= clip.bottom - border &&
            own.left - reach >= clip.left + border &&
            own.right + reach <= clip.right - border,
        }
      })
      expect(ring).toEqual({ style: 'solid', inside: true })
    })
  })
}
