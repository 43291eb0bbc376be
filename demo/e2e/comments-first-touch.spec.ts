import {
  articlePages,
  comment,
  longThreadPages,
  recordCommentCalls,
  recordEvents,
  seenEvents,
  shown,
  touchComments,
  useQaSettings,
  withQaPanel,
} from './comments-page.ts'
import { holdChunk } from './hold-chunk.ts'
import { expect, openDemoPage, test } from './test.ts'

// The demo's article pages print the thread as a site under a strict CSP
// does: without its inline handlers. The widget asks for them, and for the
// HTTP client that fetches them, only once the visitor reaches for the thread.
// The chunk is known by what it holds (ky's own error name): the demo's build
// names its chunks after their first module, the shipped one `http-client`.
const script = /\/assets\/[\w-]+\.js$/
const kyMark = 'ForceRetryError'

for (const article of articlePages) {
  test.describe(`a thread printed without its handlers, on ${article.path} (${article.dir})`, () => {
    test('a reader who does not touch it loads neither the HTTP client nor the page again', async ({
      page,
    }) => {
      let chunkRequests = 0
      // On the context: msw's service worker fetches the page's scripts.
      await page.context().route(script, async (route) => {
        const response = await route.fetch()
        if ((await response.text()).includes(kyMark)) chunkRequests++
        await route.fulfill({ response })
      })
      const calls = await recordCommentCalls(page)
      await recordEvents(page)
      await openDemoPage(page, article.path)
      await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached()
      await expect(comment(page, article.votable.id)).toBeVisible()
      // Time for a call made on load to show.
      await page.waitForTimeout(1_000)
      expect(chunkRequests).toBe(0)
      expect(calls).toEqual([])
      expect(await seenEvents(page, 'jc-ready')).toEqual([])

      await touchComments(page)
      expect(chunkRequests).toBe(1)
      await expect
        .poll(() => calls.map((call) => call.body))
        .toEqual([expect.stringContaining('jtxf=JCommentsShowPage')])
      await expect.poll(async () => (await seenEvents(page, 'jc-ready')).length).toBe(1)
    })
  })
}

// A keyboard's first touch is a focus. The thread drawn again with its
// handlers replaces the control the visitor tabbed to meanwhile, one that
// carried no action yet: the focus goes to its copy, even where what keeps it
// (fetched by that first focus) arrives after the server's answer.
for (const article of articlePages) {
  test(`a control tabbed to while the thread of ${article.path} gets its handlers keeps the focus`, async ({
    page,
  }) => {
    const calls = await recordCommentCalls(page)
    await recordEvents(page)
    const keeper = await holdChunk(page, /\/assets\/focus-keeper-[\w-]+\.js$/)
    await openDemoPage(page, article.path)
    await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached({
      timeout: 20_000,
    })
    const rss = page.locator('jc-comments #comments h4 a.rss')
    const refresh = page.locator('jc-comments #comments h4 a.refresh')
    await rss.focus()
    await page.keyboard.press('Tab')
    await expect(refresh).toBeFocused()
    await expect.poll(() => calls.length).toBe(1)
    // The answer's time to arrive, and to be drawn had nothing waited for the keeper.
    await page.waitForTimeout(500)
    expect(keeper.requests()).toBe(1)
    keeper.release()
    await expect.poll(async () => (await seenEvents(page, 'jc-ready')).length).toBe(1)
    await expect(refresh).toBeFocused()
    await expect(refresh).toHaveAttribute('data-jc-action', /showPage/)
  })
}

// With the server failing, the first touch's reload fails quietly (the reader
// may only have pointed at the thread). A click on a printed control then
// tries it again, and a second failure is said at the comment clicked.
test.describe('with the comments server failing', () => {
  test.use({ expectedErrors: [/status of 500 \(Internal Server Error\)/] })
  for (const article of articlePages) {
    test(`a printed vote clicked while the server of ${article.path} fails says so beside it, and counts once it is back`, async ({
      page,
    }) => {
      await useQaSettings(page, { status500: true })
      const calls = await recordCommentCalls(page)
      await openDemoPage(page, article.path)
      await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached({
        timeout: 20_000,
      })
      const { id } = article.votable
      const vote = comment(page, id).locator(`#comment-vote-holder-${id} a.vote-good`)
      await vote.scrollIntoViewIfNeeded()
      const scrolled = await page.evaluate(() => window.scrollY)
      await vote.click()
      await expect.poll(() => calls.length).toBe(2)
      const message = page.locator('jc-comments #comments-form-message')
      await expect(message).toContainText(article.words.readFailed)
      // Beside the comment, in the reader's view, and the vote where it was.
      await expect(message).toBeInViewport()
      await expect(vote).toBeInViewport()
      expect(page.url()).not.toContain('#')
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(400)
      // The server is back: one more click brings the thread's actions and counts the vote.
      await withQaPanel(page, async () => {
        await page
          .getByRole('group', { name: 'Comments server' })
          .getByLabel('HTTP 500 error page')
          .uncheck()
      })
      await vote.click()
      const holder = comment(page, id).locator(`#comment-vote-holder-${id}`)
      await expect(holder).toHaveText(shown(article.lang, `+${article.votable.score + 1}`))
      await expect
        .poll(() => calls.map((call) => call.body.replace(/&.*/, '')))
        .toEqual([
          'jtxf=JCommentsShowPage',
          'jtxf=JCommentsShowPage',
          'jtxf=JCommentsShowPage',
          'jtxf=JCommentsVoteComment',
        ])
    })
  }
})

// On a phone the first touch is a tap, after which Chromium keeps the control
// `:active` a moment longer (so the tap shows): the thread with the handlers
// must not wait for a release that has already come, or the tap's held click
// only runs at the visitor's next touch, wherever that lands.
test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })
  for (const article of articlePages) {
    test(`one tap on a printed vote link of ${article.path} counts the vote`, async ({ page }) => {
      const calls = await recordCommentCalls(page)
      await recordEvents(page)
      await openDemoPage(page, article.path)
      await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached({
        timeout: 20_000,
      })
      const { id, score } = article.votable
      const holder = comment(page, id).locator(`#comment-vote-holder-${id}`)
      const signed = (value: number) => shown(article.lang, `+${value}`)
      await expect(holder).toHaveText(signed(score))
      await holder.scrollIntoViewIfNeeded()
      await holder.locator('a.vote-good').tap()
      await expect(holder).toHaveText(signed(score + 1))
      await expect.poll(async () => (await seenEvents(page, 'jc-ready')).length).toBe(1)
      // A call's body is read through the DevTools protocol a moment after it was sent.
      await expect
        .poll(() => calls.map((call) => call.body))
        .toEqual([
          expect.stringContaining('jtxf=JCommentsShowPage'),
          expect.stringContaining('jtxf=JCommentsVoteComment'),
        ])
    })
  }

  // The server prints its page numbers as spans, not links: without their
  // handlers nothing marks them as controls but their class.
  for (const thread of longThreadPages) {
    test(`one tap on a printed page number of ${thread.path} shows that page`, async ({ page }) => {
      await openDemoPage(page, thread.path)
      await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached({
        timeout: 20_000,
      })
      const second = page.locator('jc-comments #nav-top .page', { hasText: shown(thread.lang, 2) })
      await second.scrollIntoViewIfNeeded()
      await second.tap()
      await expect(comment(page, thread.secondPage[0] ?? 0)).toBeVisible()
    })
  }
})
