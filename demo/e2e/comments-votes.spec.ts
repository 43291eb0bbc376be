import type { Page } from '@playwright/test'
import {
  articlePages,
  comment,
  countCommentCalls,
  expectEvent,
  openComments,
  recordDialogs,
  refreshComments,
  seenEvents,
  shown,
} from './comments-page.ts'
import { expect, test } from './test.ts'

const score = (lang: 'en' | 'fa', value: number) =>
  shown(lang, value > 0 ? `+${value}` : String(value))

/** Votes from inside the page, as the same visitor's other tab would: the page keeps its links. */
async function voteElsewhere(page: Page, path: string, id: number) {
  const lang = path.startsWith('/fa/') ? 'fa' : 'en'
  await page.evaluate(
    async ([url, body]) => {
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
    },
    [
      `/component/jcomments/?tmpl=component&lang=${lang}`,
      `jtxf=JCommentsVoteComment&jtxa[]=${id}&jtxa[]=1`,
    ] as const,
  )
}

for (const article of articlePages) {
  test.describe(`votes on ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('a vote up shows the new score, takes the vote links away and fires jc-voted; so does a vote down', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await test.step('a vote up shows the new score, takes the vote links away and fires jc-voted', async () => {
        const { id, score: before } = article.votable
        const holder = comment(page, id).locator(`#comment-vote-holder-${id}`)
        await expect(holder).toHaveText(score(article.lang, before))
        await holder.locator('a.vote-good').click()
        await expect(holder).toHaveText(score(article.lang, before + 1))
        await expect(holder.locator('a')).toHaveCount(0)
        await expectEvent(page, 'jc-voted', { commentId: id })
      })
      await test.step('a vote down shows the new score', async () => {
        const { id, score: before } = article.votableDown
        const holder = page.locator(`jc-comments #comment-vote-holder-${id}`)
        await holder.locator('a.vote-poor').click()
        await expect(holder).toHaveText(score(article.lang, before - 1))
        await expect(holder.locator('a')).toHaveCount(0)
        await expectEvent(page, 'jc-voted', { commentId: id })
      })
    })

    test('a double click sends one vote', async ({ page }) => {
      const { id, score: before } = article.votable
      await openComments(page, article.path)
      const dialogs = recordDialogs(page)
      const calls = countCommentCalls(page)
      const holder = page.locator(`jc-comments #comment-vote-holder-${id}`)
      await holder.locator('a.vote-good').dblclick()
      await expect(holder).toHaveText(score(article.lang, before + 1))
      expect(calls()).toBe(1)
      expect(dialogs).toEqual([])
      expect(await seenEvents(page, 'jc-voted')).toHaveLength(1)
    })

    test('the reloaded thread offers no vote on a comment already voted on', async ({ page }) => {
      const { id, score: before } = article.votable
      await openComments(page, article.path)
      await page.locator(`jc-comments #comment-vote-holder-${id} a.vote-good`).click()
      await expectEvent(page, 'jc-voted', { commentId: id })
      await refreshComments(page)
      const holder = page.locator(`jc-comments #comment-vote-holder-${id}`)
      await expect(holder).toHaveText(score(article.lang, before + 1))
      await expect(holder.locator('a')).toHaveCount(0)
      await expect(
        page.locator(`jc-comments #comment-vote-holder-${article.votableDown.id} a.vote-good`),
      ).toBeVisible()
    })

    test('voting again from a page that still shows the links says at the comment that it did not count, and marks the old score', async ({
      page,
    }) => {
      const { id, score: before } = article.votable
      const { words } = article
      await openComments(page, article.path)
      await voteElsewhere(page, article.path, id)
      const dialogs = recordDialogs(page, true)
      const item = comment(page, id)
      await item.locator('a.vote-good').click()
      const said = `${words.alreadyVoted} ${words.voteNotCounted}`
      const message = item.locator('#comments-form-message')
      await expect(message).toContainText(said)
      await expect(page.locator('jc-comments [role="alert"]')).toHaveText(said)
      const holder = item.locator(`#comment-vote-holder-${id}`)
      await expect(holder.locator('.jc-score-stale')).toHaveText(score(article.lang, before))
      await expect(holder).toContainText(words.staleScore)
      await expectEvent(page, 'jc-error', {
        message: said,
        target: `comment-item-${id}`,
        field: '',
      })
      expect(dialogs).toEqual([])
      expect(await seenEvents(page, 'jc-voted')).toEqual([])
      await message.getByRole('button', { name: words.refresh }).click()
      await expect(holder).toHaveText(score(article.lang, before + 1))
      await expect(holder.locator('.jc-score-stale, a')).toHaveCount(0)
      await expect(message).toHaveCount(0)
    })
  })
}
