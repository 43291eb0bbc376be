import { hostileCorpus, hostileListingModule } from '@jc/server-emulation'
import type { Page, Request } from '@playwright/test'
import { activeElements } from '../src/sanitizer/inert-problems.ts'
import {
  articlePages,
  clickWhenStill,
  comment,
  expectEvent,
  openComments,
  recordCommentCalls,
  recordDialogs,
  refreshComments,
} from './comments-page.ts'
import { expect, test } from './test.ts'

const path = '/en/hostile-corpus.html'
// The emulation's hostile corpus (hostileCorpus): the first comment of page 1, and the host its requests would reach.
const firstShape = 5001
const foreignHost = 'evil.example'
const words = articlePages.find((article) => article.lang === 'en')?.words

/** Everything in the page that could run code, load a page, or send markup to another host. */
async function liveDanger(page: Page): Promise<string[]> {
  return page.evaluate((active) => {
    const found: string[] = []
    const scope = document.querySelectorAll(
      'jc-comments *, listing-tabs *, site-lightbox *, a.rss-icon, img.lazy',
    )
    for (const element of Array.from(scope)) {
      const tag = element.localName
      // The widget's own icons are drawings; a plugin's form around the comment
      // form stays a form (kept without its action, as the boundary keeps forms).
      const ownIcon = tag === 'svg' && element.closest('.jc-editor-toolbar') !== null
      const pluginForm = tag === 'form' && element.closest('.jc-form-plugins') !== null
      if (
        (active.includes(tag) && !ownIcon) ||
        (tag === 'form' &&
          !pluginForm &&
          element.id !== 'comments-form' &&
          element.id !== 'comments-report-form')
      ) {
        found.push(`<${tag}>`)
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (
          /^on/i.test(name) ||
          ['srcdoc', 'formaction', 'action', 'ping'].includes(name) ||
          (name === 'srcset' && !element.matches('img.lazy'))
        ) {
          found.push(`${tag}[${name}]`)
        }
        // A lazy image's srcset is checked candidate by candidate: none may be a script or data.
        for (const candidate of name === 'srcset' ? value.split(',') : []) {
          if (/^\s*(javascript|data|vbscript):/i.test(candidate)) found.push(`${tag}[srcset]`)
        }
        if (/^(href|src|cite|data-src|data-large-src|xlink:href)$/i.test(name)) {
          const url = value.replace(/[\s\p{Cc}]/gu, '')
          if (
            /^(javascript|data|vbscript):/i.test(url) &&
            name !== 'data-src' &&
            name !== 'data-large-src'
          ) {
            found.push(`${tag}[${name}=${value.slice(0, 30)}]`)
          }
          if (/[<\n\r]/.test(value) || value.includes('evil.example')) {
            found.push(`${tag}[${name}] holds markup or a foreign host: ${value.slice(0, 30)}`)
          }
        }
      }
    }
    return found
  }, activeElements)
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned)

test.describe('the hostile corpus on /en/hostile-corpus.html', () => {
  // The preview shows `[img]x" onerror="…[/img]` as an image whose address is
  // that text, on this host: set as a property, it breaks out of nothing, and 404s.
  test.use({
    expectedErrors: [/404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/en\/x%22%20onerror=/],
  })

  test('every shape through the printed block, ShowPage, the site chrome, the forms, messages, the vote holder, the subscription label and the preview: nothing runs or leaves, and the widget still works', async ({
    page,
    context,
  }) => {
    test.slow()
    const dialogs = recordDialogs(page)
    const popups: string[] = []
    context.on('page', (opened) => popups.push(opened.url()))
    const foreign: string[] = []
    const record = (request: Request) => {
      if (new URL(request.url()).hostname.endsWith(foreignHost)) foreign.push(request.url())
    }
    context.on('request', record)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const calls = await recordCommentCalls(page)

    // The printed block (the clobbering shapes), taken over and reloaded with its actions.
    await openComments(page, path)
    await expect(page.locator('jc-comments .corpus-note').first()).toContainText('clobbering-')
    expect(await liveDanger(page)).toEqual([])

    // Every other shape, in the ShowPage answer for page 1.
    await page.locator('#nav-top').getByRole('button', { name: '1', exact: true }).click()
    await expectEvent(page, 'jc-loaded', { page: 1, commentId: null })
    await expect(comment(page, firstShape)).toBeVisible()
    expect(await page.locator('jc-comments .corpus-note').count()).toBeGreaterThanOrEqual(150)
    expect(await liveDanger(page)).toEqual([])
    // A link whose address was refused is its text, not a link that does nothing.
    await expect(page.locator('jc-comments .comment-body a:not([href])')).toHaveCount(0)

    // The site chrome: a feed link, lazy images and a gallery whose addresses are scripts.
    await expect(page.locator('a.rss-icon')).toBeHidden()
    for (const lazy of await page.locator('img.lazy').all()) {
      await lazy.scrollIntoViewIfNeeded()
      await expect(lazy).toHaveAttribute('src', '/images/lazy-placeholder.svg')
    }
    await page.locator('site-lightbox img').first().click()
    const shown = page.getByRole('dialog').locator('img')
    // The link's data: address is refused: the thumbnail's large copy, or the thumbnail itself.
    await expect(shown).toHaveAttribute('src', /^\/images\/gallery\/photo-1(-large)?\.svg$/)
    await page.keyboard.press('ArrowRight')
    await expect(shown).toHaveAttribute('src', /^\/images\/gallery\/photo-2(-large)?\.svg$/)
    await page.keyboard.press('Escape')
    // Each refused address named once, with where it came from.
    for (const [source, count] of [
      ['RSS icon <link rel="alternate">', 1],
      ['lazy image data-src', 2],
      ['lazy image data-srcset', 1],
      ['<site-lightbox> <a href>', 1],
      ['<site-lightbox> data-large-src', 1],
    ] as const) {
      expect(warnings.filter((warning) => warning.startsWith(`${source}: refused`))).toHaveLength(
        count,
      )
    }

    // The widget still works: a vote, a report, Refresh (back to the printed page), the form.
    // The site answering this page is a compromised one: shapes in the vote
    // holder, the messages, around the forms and in the subscription label.
    await clickWhenStill(comment(page, firstShape).locator('a.vote-good'))
    await expectEvent(page, 'jc-voted', { commentId: firstShape })
    await expect(comment(page, firstShape).locator('.vote-good').last()).toHaveText('+1')
    expect(await liveDanger(page)).toEqual([])
    await clickWhenStill(comment(page, firstShape).getByRole('link', { name: words?.report ?? '' }))
    const report = comment(page, firstShape).locator('#comments-inline-report')
    await report.getByLabel(words?.name ?? '').fill('Nadia')
    await report.getByLabel(words?.reason ?? '').fill('A hostile shape')
    await report.locator('button[type="submit"]').click()
    await expectEvent(page, 'jc-reported', { commentId: firstShape })
    // Recorded once DevTools hands over the body, which may come after the answer.
    await expect
      .poll(() => calls.some((call) => call.body.includes('JCommentsReportComment')))
      .toBe(true)
    const filed = new URLSearchParams(
      calls.find((call) => call.body.includes('JCommentsReportComment'))?.body,
    )
    expect([filed.get('reason'), filed.get('commentid')]).toEqual([
      'A hostile shape',
      String(firstShape),
    ])
    await expect(page.locator('jc-comments')).toContainText('Your report has been sent.')
    expect(await liveDanger(page)).toEqual([])

    await refreshComments(page)
    await clickWhenStill(page.locator('jc-comments #addcomments'))
    // The widget's form, not the copy of another object's form a plugin prints before it.
    const form = page.locator('jc-comments').getByRole('form', { name: 'Add comment' })
    await expect(form).toBeVisible({ timeout: 10_000 })
    await form.getByLabel('Name (required)', { exact: true }).fill('Nora')
    await form
      .getByLabel('E-mail (required, but will not display)', { exact: true })
      .fill('nora@example.com')
    // The plugins' shapes and the site's own BBCode buttons (script and data: icons) are in.
    await expect(form.locator('..').locator('.plugin-before')).toBeAttached()
    expect(await liveDanger(page)).toEqual([])
    // The preview renders what the visitor types, BBCode tricks included, as React elements.
    const typed = hostileCorpus.filter((shape) => shape.family === 'bbcode')
    await form.locator('#comments-form-comment').fill(typed.map((shape) => shape.html).join('\n'))
    await expect(page.locator('jc-comments .jc-preview-body')).toContainText('link')
    expect(await liveDanger(page)).toEqual([])
    await form.locator('#comments-form-comment').fill('Still standing after the corpus.')
    await form.getByLabel('Security code', { exact: true }).fill('7g4k2')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect
      .poll(() => calls.some((call) => call.body.includes('JCommentsAddComment')))
      .toBe(true)
    const posted = new URLSearchParams(
      calls.find((call) => call.body.includes('JCommentsAddComment'))?.body,
    )
    expect([
      posted.get('object_id'),
      posted.get('object_group'),
      posted.get('name'),
      posted.get('email'),
    ]).toEqual(['45', 'com_content', 'Nora', 'nora@example.com'])
    await expect(page.locator('jc-comments #comments')).toContainText(
      'Still standing after the corpus.',
    )
    await expect(page.locator('jc-comments')).toContainText('Thank you for your submission!')
    const subscription = page.locator('jc-comments #comments-subscription')
    await clickWhenStill(subscription)
    await expectEvent(page, 'jc-subscription-change', { subscribed: true })
    await expect(subscription).toContainText('Unsubscribe')
    expect(await liveDanger(page)).toEqual([])

    // The listing module: a tab switch loads the items_markup that carries corpus shapes.
    const listing = page.locator('listing-tabs')
    await listing.scrollIntoViewIfNeeded()
    await listing.getByRole('tab', { name: /Corpus/ }).click()
    const shapeItems = listing.locator('[role="tabpanel"]:not([hidden]) .ltabs-item')
    await expect(shapeItems).toHaveCount(hostileListingModule.categories[1].items.length)
    await expect(shapeItems.last()).toBeVisible()
    await expect(shapeItems.first().locator('.corpus-note')).toBeVisible()
    expect(await liveDanger(page)).toEqual([])

    expect(await pwned(page)).toBeUndefined()
    expect(foreign).toEqual([])
    expect(dialogs).toEqual([])
    expect(popups).toEqual([])
  })
})
