import type { Page } from '@playwright/test'
import {
  articlePages,
  comment,
  expectEvent,
  openComments,
  seenEvents,
  shown,
  skipped,
  slowCommentsServer,
  useQaSettings,
  withQaPanel,
} from './comments-page.ts'
import { expect, test } from './test.ts'

async function breakServer(page: Page, fault: string, on = true) {
  await withQaPanel(page, async () => {
    const server = page.getByRole('group', { name: 'Comments server' })
    await server.getByLabel(fault).setChecked(on)
  })
}

for (const article of articlePages) {
  test.describe(`messages on ${article.path} (${article.lang}, ${article.dir})`, () => {
    const { words } = article
    const { id } = article.votable

    test('a message stays 6 s at the top of its comment, fades for 1 s, then goes', async ({
      page,
    }) => {
      await useQaSettings(page, { actor: 'admin' })
      await openComments(page, article.path)
      // The page's clock stands still from here on, and moves only when told.
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'))
      const item = comment(page, id)
      await item.locator('a.toolbar-button-ban').click()
      const message = item.locator('#comments-form-message')
      await expect(message).toHaveText(words.banned)
      await expect(page.locator('jc-comments [role="status"]')).toHaveText(words.banned)
      await page.clock.runFor(5_900)
      await expect(message).not.toHaveClass(/jc-fading/)
      await page.clock.runFor(200)
      await expect(message).toHaveClass(/jc-fading/)
      await expect(page.locator('jc-comments [role="status"]')).toHaveText('')
      await page.clock.runFor(1_000)
      await expect(message).toHaveCount(0)
    })

    test("a vote's confirmation lies over its comment: nothing moves when it comes or goes, and the new score stays in view", async ({
      page,
    }) => {
      await openComments(page, article.path)
      const item = comment(page, id)
      await item.scrollIntoViewIfNeeded()
      await expect.poll(() => skipped(page, `jc-comments #comment-item-${id}`)).toBe(false)
      // The comment laid out at its real size, not its estimate: the message, inside it, is all that could move it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      const place = () => item.boundingBox()
      const before = await place()
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'))
      await item.locator('a.vote-good').click()
      const message = item.locator('#comments-form-message')
      await expect(message).toContainText(words.voteCounted)
      expect(await place()).toEqual(before)
      // What is drawn at the score's middle is the score, not the message over it.
      const holder = item.locator(`#comment-vote-holder-${id}`)
      expect(
        await holder.evaluate((score) => {
          const box = score.getBoundingClientRect()
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return top !== null && score.contains(top)
        }),
      ).toBe(true)
      await page.clock.runFor(7_100)
      await expect(message).toHaveCount(0)
      expect(await place()).toEqual(before)
    })
  })

  test.describe(`failures on ${article.path} (${article.lang}, ${article.dir})`, () => {
    const { words } = article
    const { id, score } = article.votable
    test.use({ expectedErrors: [/status of 500 \(Internal Server Error\)/] })

    test('with HTTP 500 a vote says the server answered with an error, and the refresh shows what the server kept', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await breakServer(page, 'HTTP 500 error page')
      const item = comment(page, id)
      await item.locator('a.vote-good').click()
      const message = item.locator('#comments-form-message')
      await expect(message).toContainText(words.answerFailed)
      await expect(message).toHaveClass(/comments-form-message-error/)
      await expect(page.locator('jc-comments [role="alert"]')).toHaveText(words.answerFailed)
      await expectEvent(page, 'jc-error', {
        message: words.answerFailed,
        target: `comment-item-${id}`,
        field: '',
      })
      await expect(item.locator(`#comment-vote-holder-${id}`)).toContainText(
        shown(article.lang, `+${score}`),
      )
      await breakServer(page, 'HTTP 500 error page', false)
      await message.getByRole('button', { name: words.refresh }).click()
      await expect(message).toHaveCount(0)
      await expect(item).toBeFocused()
      // This server failed before it counted the vote: the reloaded comment still offers it.
      await expect(item.locator(`#comment-vote-holder-${id}`)).toHaveText(
        shown(article.lang, `+${score}`),
      )
      await item.locator('a.vote-good').click()
      await expect(item.locator(`#comment-vote-holder-${id}`)).toHaveText(
        shown(article.lang, `+${score + 1}`),
      )
    })

    test('with HTTP 500 a report keeps its text, says it may have been filed, and stays until refreshed', async ({
      page,
    }) => {
      const [reported] = article.chain
      await openComments(page, article.path)
      const item = comment(page, reported)
      await item.getByRole('link', { name: words.report }).click()
      const report = item.locator('#comments-inline-report')
      await report.getByLabel(words.name).fill('Nadia')
      await report.getByLabel(words.reason).fill('Spam link')
      await breakServer(page, 'HTTP 500 error page')
      await page.clock.install()
      await report.locator('button[type="submit"]').click()
      const message = report.locator('#comments-form-message')
      await expect(message).toContainText(words.answerFailed)
      await expect(page.locator('jc-comments [role="alert"]')).toHaveText(words.answerFailed)
      await expectEvent(page, 'jc-error', {
        message: words.answerFailed,
        target: 'comments-report-form',
        field: '',
      })
      await expect(report.getByLabel(words.reason)).toHaveValue('Spam link')
      // Long past the time other messages fade: its button stays within reach.
      await page.clock.runFor(10_000)
      await expect(message).not.toHaveClass(/jc-fading/)
      await page.clock.resume()
      await breakServer(page, 'HTTP 500 error page', false)
      const loaded = (await seenEvents(page, 'jc-loaded')).length
      await message.getByRole('button', { name: words.refresh }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(loaded + 1)
      await expect(message).toHaveCount(0)
      await expect(report.getByLabel(words.reason)).toHaveValue('Spam link')
    })

    test('garbage instead of an answer is reported in the console, and nothing breaks', async ({
      page,
    }) => {
      await openComments(page, article.path)
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      await breakServer(page, 'Garbage instead of the answer')
      const item = comment(page, id)
      await item.locator('a.vote-good').click()
      await expect
        .poll(() => warnings)
        .toContainEqual(
          expect.stringContaining('<jc-comments>: The response holds no command array'),
        )
      await expect(item).not.toHaveAttribute('aria-busy', 'true')
      await expect(item.locator('.comment-body')).toBeVisible()
      await breakServer(page, 'Garbage instead of the answer', false)
      await item.locator('a.vote-good').click()
      await expect(item.locator(`#comment-vote-holder-${id}`)).toHaveText(
        shown(article.lang, `+${score + 1}`),
      )
    })

    test('while a call is in flight the comment is busy and shows the spinner', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await slowCommentsServer(page, 1_500)
      const item = comment(page, id)
      await item.locator('a.vote-good').click()
      await expect(item).toHaveAttribute('aria-busy', 'true')
      await expect(item.locator('.busy')).toBeVisible()
      await expect(item).not.toHaveAttribute('aria-busy', 'true')
      await expect(item.locator('.busy')).toHaveCount(0)
      await page.locator('jc-comments #comments h4 a.refresh').click()
      await expect(page.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'true')
      await expect(page.locator('jc-comments #comments > .busy')).toBeVisible()
      await expect(page.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'false')
    })
  })
}
