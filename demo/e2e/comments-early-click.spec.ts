import {
  type ArticlePage,
  articlePages,
  comment,
  recordEvents,
  seenEvents,
  shown,
} from './comments-page.ts'
import { holdChunk } from './hold-chunk.ts'
import { expect, openDemoPage, test } from './test.ts'

// The comments code arrives a second or so after the printed block on a real
// site; these tests hold it back until the visitor has acted on the block.
const commentsChunk = /\/assets\/comments-[\w-]+\.js$/

const seeded = (path: string) =>
  articlePages.find((article) => article.path === path) as ArticlePage

const score = (lang: 'en' | 'fa', value: number) =>
  shown(lang, value > 0 ? `+${value}` : String(value))

// The same seeded thread through both routes: a template that prints
// <jc-comments>, and a stock page's div#jc taken over without a change.
const pages = [
  { path: '/en/article.html', route: '<jc-comments>', article: seeded('/en/article.html') },
  { path: '/fa/stock-article.html', route: 'zero-touch', article: seeded('/fa/article.html') },
] as const

for (const { path, route, article } of pages) {
  test.describe(`a click made before the comments code arrived, on ${path} (${route}, ${article.dir})`, () => {
    test('a vote is counted once the widget is up, and the URL gets no #', async ({ page }) => {
      const chunk = await holdChunk(page, commentsChunk)
      await recordEvents(page)
      await openDemoPage(page, path)
      const { id, score: before } = article.votable
      const holder = page.locator(`#comment-vote-holder-${id}`)
      await holder.locator('a.vote-good').click()
      await expect.poll(chunk.requests).toBe(1)
      // The printed block is still there, without the widget's actions, in the server's digits.
      await expect(page.locator('[data-jc-action]')).toHaveCount(0)
      expect(page.url()).not.toContain('#')
      await expect(holder).toHaveText(score('en', before))

      chunk.release()
      await expect(holder).toHaveText(score(article.lang, before + 1))
      await expect(holder.locator('a')).toHaveCount(0)
      expect(await seenEvents(page, 'jc-voted')).toEqual([
        { type: 'jc-voted', detail: { commentId: id } },
      ])
      expect(page.url()).not.toContain('#')
    })

    test('of Report and then Reply, the last one asked for is done: the reply form opens', async ({
      page,
    }) => {
      const chunk = await holdChunk(page, commentsChunk)
      await recordEvents(page)
      await openDemoPage(page, path)
      const [top] = article.chain
      // Before the takeover the block is the server's: the stock page has no <jc-comments> yet.
      const buttons = page.locator(`#comment-item-${top} .comments-buttons a`)
      await buttons.last().click()
      await buttons.first().click()
      await expect.poll(chunk.requests).toBe(1)

      chunk.release()
      const item = comment(page, top)
      await expect(item.locator('#comments-inline-edit #comments-form')).toBeVisible({
        timeout: 10_000,
      })
      await expect(page.locator('jc-comments #comments-inline-report')).toHaveCount(0)
      expect(page.url()).not.toContain('#')
    })
  })
}

// The handler-free route: the stock block through the documented output
// filter, its calls kept as data-jc-onclick (a long thread in list view).
test('on /en/filtered-article.html (the filtered block), a vote made before the code arrived is counted once it is up', async ({
  page,
}) => {
  const chunk = await holdChunk(page, commentsChunk)
  await recordEvents(page)
  await openDemoPage(page, '/en/filtered-article.html')
  const holder = page.locator('#comment-vote-holder-51')
  const before = (await holder.textContent())?.trim()
  await holder.locator('a.vote-good').click()
  await expect.poll(chunk.requests).toBe(1)
  expect(page.url()).not.toContain('#')

  chunk.release()
  await expect(holder.locator('a')).toHaveCount(0)
  await expect(holder).not.toHaveText(before ?? '')
  expect(await seenEvents(page, 'jc-voted')).toEqual([
    { type: 'jc-voted', detail: { commentId: 51 } },
  ])
  expect(page.url()).not.toContain('#')
})

test.describe('the first touch of a comments block far down the page', () => {
  // Far enough that the block is not within the two screens the loader looks ahead.
  test.use({ viewport: { width: 1280, height: 300 } })

  for (const touch of ['pointer', 'focus'] as const) {
    test(`loads the comments code at once by ${touch}, and the block is taken over`, async ({
      page,
    }) => {
      const chunk = await holdChunk(page, commentsChunk)
      await recordEvents(page)
      await openDemoPage(page, '/en/article.html')
      const reply = comment(page, seeded('/en/article.html').chain[0]).locator(
        '.comments-buttons a',
      )
      await page.waitForTimeout(500)
      expect(chunk.requests()).toBe(0)

      // Neither scrolls: the block stays where the loader would not load it yet.
      if (touch === 'pointer') await reply.first().dispatchEvent('pointerdown')
      else await reply.first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }))
      await expect.poll(chunk.requests).toBe(1)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      chunk.release()
      await expect.poll(async () => (await seenEvents(page, 'jc-ready')).length).toBe(1)
      await expect(page.locator('jc-comments [data-jc-action]').first()).toBeAttached()
    })
  }
})
