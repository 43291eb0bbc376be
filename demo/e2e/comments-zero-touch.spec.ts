import { expect as expectPlain, type Page, test as plain } from '@playwright/test'
import { expectAccessible } from './accessibility.ts'
import { recordCommentCalls, shown } from './comments-page.ts'
import { guardPage } from './page-guard.ts'
import { expect, openDemoPage, test } from './test.ts'

// The stock pages serve the JComments block as an unchanged template does:
// its inline scripts (allowed by hash), the stand-in in the head, no
// <jc-comments> in the markup. The filtered pages serve it through the
// output filter of the docs: no inline handler, its scripts inert text, no
// stand-in. The zero-touch upgrade makes the element on both routes.
// The filtered pages print the long threads (list view, paged): their
// linked comment is on a page the server did not print.
const stockPages = [
  {
    route: 'stand-in',
    lang: 'fa',
    dir: 'rtl',
    path: '/fa/stock-article.html',
    objectId: 21,
    linked: 11,
    voted: 1,
  },
  {
    route: 'stand-in',
    lang: 'en',
    dir: 'ltr',
    path: '/en/stock-article.html',
    objectId: 42,
    linked: 20,
    voted: 12,
  },
  {
    route: 'filtered',
    lang: 'fa',
    dir: 'rtl',
    path: '/fa/filtered-article.html',
    objectId: 22,
    linked: 66,
    voted: 80,
  },
  {
    route: 'filtered',
    lang: 'en',
    dir: 'ltr',
    path: '/en/filtered-article.html',
    objectId: 43,
    linked: 35,
    voted: 51,
  },
] as const

/**
 * Collects the details of a bubbling widget event from the page's first
 * script on. Read while the page may still be starting, hence no throw.
 */
async function recordEvents(page: Page, name: string): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((eventName) => {
    const seen: unknown[] = []
    Object.assign(window, { [`__${eventName}`]: seen })
    document.addEventListener(eventName, (event) => seen.push((event as CustomEvent).detail))
  }, name)
  return () =>
    page
      .evaluate((eventName) => (window as never)[`__${eventName}`] as unknown[], name)
      .catch(() => [])
}

const recordedByStandIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { JComments?: { recorded?: unknown } }).JComments?.recorded,
  )

for (const stock of stockPages) {
  const requestUri = `/component/jcomments/?tmpl=component&lang=${stock.lang}`

  test.describe(`${stock.path} (${stock.lang}, ${stock.dir})`, () => {
    // One visit: the scan looks at the block just upgraded, before any touch.
    test('the stock block becomes a <jc-comments> configured from its inline scripts, and passes an accessibility scan', async ({
      page,
    }) => {
      const response = await openDemoPage(page, stock.path)

      const policy = response?.headers()['content-security-policy'] ?? ''
      if (stock.route === 'stand-in') {
        expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';/)
        // The stand-in ran, and so did the stock page script it stands in for.
        expect(await recordedByStandIn(page)).toEqual([
          {
            objectId: stock.objectId,
            objectGroup: 'com_content',
            requestUri: `http://127.0.0.1:5173${requestUri.replace('&', '&amp;')}`,
          },
        ])
      } else {
        // Nothing inline to allow, and nothing ran before the widget.
        expect(policy).toMatch(/script-src 'self';/)
        expect(await recordedByStandIn(page)).toBeUndefined()
      }
      const element = page.locator('jc-comments')
      await expect(element).toHaveCount(1)
      await expect(element).toHaveAttribute('object-id', String(stock.objectId))
      await expect(element).toHaveAttribute('object-group', 'com_content')
      await expect(element).toHaveAttribute('request-uri', `http://127.0.0.1:5173${requestUri}`)
      await expect(element).toHaveAttribute('lang', stock.lang)
      // The deep links are on unless turned off, as the page's setAntiCache wants them.
      await expect(element).not.toHaveAttribute('auto-show-comment')
      await expect(element).not.toHaveAttribute('auto-show-form')
      await expect(element).not.toHaveAttribute('auto-show-list')
      await expect(page.locator('main > #jc')).toHaveCount(0)
      await expect(element.locator('#jc')).toBeVisible()
      await expect(element.locator(`#comment-item-${stock.voted}`)).toBeVisible()
      await test.step('passes an accessibility scan once upgraded', () => expectAccessible(page))
    })

    test('the upgraded element works, calling the page’s own host', async ({ page, baseURL }) => {
      const calls = await recordCommentCalls(page)
      const loaded = await recordEvents(page, 'jc-loaded')
      const voted = await recordEvents(page, 'jc-voted')
      await openDemoPage(page, stock.path)
      if (stock.route === 'stand-in') {
        // The page's markup came without handlers: the element shows it as it is
        // and reloads it, with them, at the visitor's first touch.
        await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached()
        expect(await loaded()).toEqual([])
      } else {
        // The filter kept every action as data: the printed thread is used as it is.
        await expect(
          page.locator(`jc-comments #comment-item-${stock.voted} [data-jc-action]`).first(),
        ).toBeAttached()
      }

      await page.locator(`#comment-vote-holder-${stock.voted} a.vote-good`).click()

      // The loader held the vote until the reloaded page's controls worked.
      if (stock.route === 'stand-in')
        await expect.poll(loaded).toEqual([{ page: 0, commentId: null }])
      await expect.poll(voted).toEqual([{ commentId: stock.voted }])
      // The recorder reads the request body on its own time, which can be after the answer.
      await expect
        .poll(() => calls)
        .toContainEqual({
          url: `${baseURL}${requestUri}`,
          body: `jtxf=JCommentsVoteComment&jtxa[]=${stock.voted}&jtxa[]=1`,
        })
      if (stock.route === 'filtered') {
        expect(calls.map((call) => call.body)).toEqual([
          `jtxf=JCommentsVoteComment&jtxa[]=${stock.voted}&jtxa[]=1`,
        ])
        expect(await loaded()).toEqual([])
      }
    })

    test('#comment-<id> loads only that comment and scrolls to it', async ({ page }) => {
      const calls = await recordCommentCalls(page)
      const loaded = await recordEvents(page, 'jc-loaded')
      await openDemoPage(page, `${stock.path}#comment-${stock.linked}`)

      await expect.poll(loaded).toEqual([{ page: null, commentId: stock.linked }])
      // The request's body reaches the recorder over the DevTools protocol,
      // which may come after the page has already handled the answer.
      await expect
        .poll(() => calls.map((call) => call.body))
        .toEqual([`jtxf=JCommentsShowComment&jtxa[]=${stock.linked}`])
      await expect(page.locator(`#comment-${stock.linked}`)).toBeInViewport()
      // A long thread's comment on a page the server did not print: that page came.
      if (stock.route === 'filtered')
        await expect(page.locator('#nav-top .activepage')).toHaveText(shown(stock.lang, 2))
    })

    test('#addcomments shows the form and brings it into view', async ({ page }) => {
      const calls = await recordCommentCalls(page)
      await openDemoPage(page, `${stock.path}#addcomments`)

      await expect
        .poll(() => calls.map((call) => call.body))
        .toContain(
          `jtxf=JCommentsShowForm&jtxa[]=${stock.objectId}&jtxa[]=com_content&jtxa[]=comments-form-link`,
        )
      const form = page.locator('jc-comments #comments-form')
      await expect(form.locator('#comments-form-comment')).toBeVisible()
      await expect(form).toBeInViewport()
    })
  })
}

plain(
  'a changed page script is blocked by its hash, and the block is upgraded all the same',
  async ({ page }) => {
    const problems = await guardPage(page)
    await page.route('**/en/stock-article.html', async (route) => {
      const original = await route.fetch()
      const html = (await original.text()).replace('new JComments(42,', 'new JComments(43,')
      await route.fulfill({ response: original, body: html })
    })
    await page.goto('/en/stock-article.html')

    await expectPlain(page.locator('jc-comments')).toHaveAttribute('object-id', '43')
    expectPlain(await recordedByStandIn(page)).toEqual([])
    await expectPlain
      .poll(() => problems.filter((problem) => problem.kind === 'csp violation').length)
      .toBeGreaterThan(0)
  },
)
