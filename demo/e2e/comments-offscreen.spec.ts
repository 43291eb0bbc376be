import type { Page } from '@playwright/test'
import { openComments, skipped } from './comments-page.ts'
import { expect, test } from './test.ts'

// A short window, so that the demo's threads reach far below it: the browser
// renders content-visibility: auto content within about 150% of the viewport.
const viewport = { width: 1280, height: 480 }
test.use({
  viewport,
  // As when a screen reader runs: Chromium then builds its accessibility tree
  // for the whole page, and the test reads that tree. The rest repeats the
  // config's launch options, which this one replaces.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--force-renderer-accessibility',
    ],
  },
})

/** The roles Chromium's own accessibility tree gives the nodes with this accessible name, ignored ones left out. */
async function accessibleRoles(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    accessibleName: name,
  })
  await cdp.detach()
  return nodes.filter((node) => !node.ignored).map((node) => String(node.role?.value))
}

/**
 * Finds the text as find in page does (Chromium's window.find), from the
 * top of the page, and gives the id of the element holding the match.
 */
function findInPage(page: Page, text: string): Promise<string | null> {
  return page.evaluate((wanted) => {
    // A search goes on from the selection the last one left.
    document.getSelection()?.removeAllRanges()
    const found = (window as unknown as { find(text: string): boolean }).find(wanted)
    return found
      ? (document.getSelection()?.anchorNode?.parentElement?.closest('[id]')?.id ?? null)
      : null
  }, text)
}

/** Where a comment's box starts, in the viewport, in CSS pixels. */
function topOf(page: Page, id: number): Promise<number> {
  return page
    .locator(`jc-comments #comment-item-${id}`)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top))
}

test.describe('comments off screen', () => {
  // Each test loads a whole page with its thread; the accessibility tree the flag builds adds to it.
  test.describe.configure({ timeout: 60_000 })

  test('the browser skips the far comments of a tree, which stay findable and in the accessibility tree', async ({
    page,
  }) => {
    await openComments(page, '/en/article.html')
    // Every comment, a reply too, is skipped when far away; a list of replies is not, so
    // the height it holds grows with its replies.
    const far = page.locator('#comments-list-0 > #comment-item-18')
    await expect(far).toHaveCSS('content-visibility', 'auto')
    await expect(page.locator('#comments-list-13 > #comment-item-16')).toHaveCSS(
      'content-visibility',
      'auto',
    )
    await expect(page.locator('#comments-list-0 > #comments-list-13')).toHaveCSS(
      'content-visibility',
      'visible',
    )
    await expect(far).toHaveCSS('contain-intrinsic-block-size', /^auto \d/)
    expect(await skipped(page, '#comment-body-18')).toBe(true)

    // Its text and its link are there for locators, the ARIA snapshot and screen readers.
    await expect(page.getByText('Further reading:')).toHaveCount(1)
    await expect(far.getByRole('link', { name: 'Wikipedia' })).toBeAttached()
    expect(await far.ariaSnapshot()).toContain('link "Wikipedia"')
    expect(await accessibleRoles(page, 'Wikipedia')).toContain('link')
    expect(await skipped(page, '#comment-body-18')).toBe(true)

    // Find in page (Chromium's window.find) selects the text in it, and the browser renders it.
    expect(await findInPage(page, 'Further reading')).toBe('comment-body-18')
    await expect.poll(() => skipped(page, '#comment-body-18')).toBe(false)

    // So does a reply, skipped on its own.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => skipped(page, '#comment-body-16')).toBe(true)
    expect(await findInPage(page, 'say why')).toBe('comment-body-16')
    await expect.poll(() => skipped(page, '#comment-body-16')).toBe(false)
  })

  test('the list view skips its far comments too, right to left', async ({ page }) => {
    await openComments(page, '/fa/long-thread.html')
    await expect(page.locator('jc-comments #jc')).toHaveAttribute('dir', 'rtl')
    const last = page.locator('#comments-list > [id^="comment-item-"]').last()
    await expect(last).toHaveCSS('content-visibility', 'auto')
    const id = Number((await last.getAttribute('id'))?.replace('comment-item-', ''))
    expect(await skipped(page, `#comment-body-${id}`)).toBe(true)
    await expect(last.getByRole('link', { name: 'گزارش به مدیر' })).toBeAttached()
  })

  for (const { path, id } of [
    { path: '/en/article.html', id: 18 },
    { path: '/fa/long-thread.html', id: 72 },
  ]) {
    test(`a link to ${path}#comment-${id} shows that comment at the top once the widget holds the thread, and keeps it there`, async ({
      page,
    }) => {
      await openComments(page, `${path}#comment-${id}`)
      // The widget aligns the comment's box after its first render, and again once the page
      // holding it has come from the server (a short smooth scroll); let that end first.
      await expect
        .poll(async () => {
          const before = await topOf(page, id)
          await page.waitForTimeout(300)
          return Math.abs((await topOf(page, id)) - before)
        })
        .toBeLessThanOrEqual(1)
      await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(0)
      await expect.poll(() => topOf(page, id)).toBeLessThan(viewport.height / 4)
      const top = await topOf(page, id)
      await expect(page.locator(`jc-comments #comment-${id}`)).toBeInViewport()
      await page.waitForTimeout(1200)
      expect(Math.abs((await topOf(page, id)) - top)).toBeLessThanOrEqual(1)
      await expect(page.locator(`jc-comments #comment-${id}`)).toBeInViewport()
    })
  }
})
