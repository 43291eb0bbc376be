import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './accessibility.ts'
import {
  type ArticlePage,
  articlePages,
  clickWhenStill,
  comment,
  expectEvent,
  openComments,
  recordCommentCalls,
  seenEvents,
  slowCommentsServer,
  useQaSettings,
  withQaPanel,
} from './comments-page.ts'
import { expect, test } from './test.ts'

/** The form's words per language, as the emulated server and the widget write them. */
const formWords = {
  en: {
    name: 'Name (required)',
    email: 'E-mail (required, but will not display)',
    comment: 'Your comment',
    captcha: 'Security code',
    send: 'Send',
    cancel: 'Cancel',
    thanks: 'Thank you for your submission!',
    saved: 'Your changes to the comment are saved.',
  },
  fa: {
    name: 'نام (الزامی)',
    email: 'ایمیل (الزامی، نمایش داده نمی‌شود)',
    comment: 'متن نظر شما',
    captcha: 'کد امنیتی',
    send: 'ارسال',
    cancel: 'انصراف',
    thanks: 'از نظر شما سپاسگزاریم!',
    saved: 'تغییرات نظر شما ذخیره شد.',
  },
} as const

// The emulated site's captcha code for guests.
const captchaCode = '7g4k2'

const form = (page: Page) => page.locator('jc-comments #comments-form')
const textarea = (scope: Locator) => scope.locator('#comments-form-comment')

async function openForm(page: Page) {
  await clickWhenStill(page.locator('jc-comments #addcomments'))
  // The form's request and the editor's chunk, both on a CI machine running two suites at once.
  await expect(form(page)).toBeVisible({ timeout: 10_000 })
}

async function fillGuest(
  scope: Locator,
  article: ArticlePage,
  text: string,
  captcha = captchaCode,
) {
  const words = formWords[article.lang]
  await scope.getByLabel(words.name, { exact: true }).fill('Nora')
  await scope.getByLabel(words.email, { exact: true }).fill('nora@example.com')
  await textarea(scope).fill(text)
  await scope.getByLabel(words.captcha, { exact: true }).fill(captcha)
}

const replyLink = (item: Locator, quote: boolean) =>
  item
    .locator(`.comments-buttons a[data-jc-action*='"type":"reply"']`)
    .and(item.locator(`a[data-jc-action*='"quote":${quote}']`))

for (const article of articlePages) {
  const words = formWords[article.lang]
  const [top] = article.chain
  const texts = {
    post: article.lang === 'fa' ? 'سفرنامهٔ خوبی بود، ممنون.' : 'A fine travelogue, thank you.',
    reply: article.lang === 'fa' ? 'پاسخی به این نظر.' : 'A reply to this comment.',
  }

  test.describe(`the comment form on ${article.path} (${article.lang}, ${article.dir})`, () => {
    test('a guest posts a comment: it joins the thread and the form empties', async ({ page }) => {
      // A small phone's width.
      await page.setViewportSize({ width: 320, height: 720 })
      await openComments(page, article.path)
      await openForm(page)
      await expect(form(page).getByLabel(words.name, { exact: true })).toBeFocused()
      await expect(form(page)).toHaveCSS('direction', article.dir)
      // The subscription's words wrap beside its box, not on a line of their own below it.
      const [box, label] = await Promise.all([
        form(page).locator('#comments-form-subscribe').boundingBox(),
        form(page).locator('label[for="comments-form-subscribe"]').boundingBox(),
      ])
      expect(label?.y).toBeLessThan((box?.y ?? 0) + (box?.height ?? 0))
      // A paragraph reads in the direction of its first letter: English on a Persian page ends
      // with its own full stop, drawn after its last word, in the preview as in the thread.
      await textarea(form(page)).fill('Hello, world.')
      const [first, last] = await form(page)
        .locator('.jc-preview-body')
        .evaluate((body) => {
          const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT)
          const text = walker.nextNode() as Text
          const at = (offset: number) => {
            const range = body.ownerDocument.createRange()
            range.setStart(text, offset)
            range.setEnd(text, offset + 1)
            return range.getBoundingClientRect().x
          }
          return [at(0), at(text.length - 1)]
        })
      expect(last).toBeGreaterThan(first as number)
      await fillGuest(form(page), article, texts.post)
      await expectAccessible(page)
      await form(page).getByRole('button', { name: words.send }).click()
      await expect(page.locator('jc-comments #comments')).toContainText(texts.post)
      await expect(textarea(form(page))).toHaveValue('')
      await expect(form(page).locator('#comments-form-message')).toHaveText(words.thanks)
      const [posted] = await seenEvents(page, 'jc-posted')
      expect(posted?.detail).toMatchObject({ parentId: 0 })
    })

    test('a reply is written under its comment, posted with its parent, and nested', async ({
      page,
    }) => {
      await openComments(page, article.path)
      const item = comment(page, top)
      await replyLink(item, false).click()
      const inline = item.locator('#comments-inline-edit #comments-form')
      await expect(inline).toBeVisible()
      await expect(textarea(inline)).toBeFocused()
      await fillGuest(inline, article, texts.reply)
      await inline.getByRole('button', { name: words.send }).click()
      await expect(page.locator(`jc-comments #comments-list-${top}`)).toContainText(texts.reply)
      // Focus lands on the new reply, not on the page's body where the inline form was.
      await expect(
        page.locator(`jc-comments #comments-list-${top} [id^="comment-item-"]`, {
          hasText: texts.reply,
        }),
      ).toBeFocused()
      await expect(page.locator('jc-comments #comments-inline-edit')).toHaveCount(0)
      await expect(page.locator('jc-comments #comments-form-link #comments-form')).toBeVisible()
      await expectEvent(page, 'jc-posted', expect.objectContaining({ parentId: top }))
    })

    test('a reply typed while a refresh is out keeps its text, its place and the focus when the thread is drawn again', async ({
      page,
    }) => {
      await useQaSettings(page, { actor: 'registered' })
      await openComments(page, article.path)
      await openForm(page)
      await slowCommentsServer(page, 1_000)
      const loads = (await seenEvents(page, 'jc-loaded')).length
      await page.locator('jc-comments #comments h4 a.refresh').click()
      const item = comment(page, top)
      await replyLink(item, false).click()
      const inline = item.locator('#comments-form')
      await expect(textarea(inline)).toBeFocused()
      await page.keyboard.type('Typed while')
      await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(loads + 1)
      await page.keyboard.type(' the thread came again')
      await expect(textarea(comment(page, top).locator('#comments-form'))).toHaveValue(
        'Typed while the thread came again',
      )
      await expect(textarea(comment(page, top).locator('#comments-form'))).toBeFocused()
    })

    test('reply with quote and quote put the quoted text in the form', async ({ page }) => {
      await openComments(page, article.path)
      const item = comment(page, top)
      await replyLink(item, true).click()
      const inline = item.locator('#comments-form')
      await expect(textarea(inline)).toHaveValue(/^\[quote name="[^"]+"\][\s\S]+\[\/quote\]\n$/)
      await inline.getByRole('button', { name: words.cancel }).click()
      await expect(page.locator('jc-comments #comments-inline-edit')).toHaveCount(0)
      await textarea(form(page)).fill('')
      await comment(page, article.chain[1]).locator(`a[data-jc-action*='"type":"quote"']`).click()
      await expect(textarea(form(page))).toHaveValue(/^\[quote name=/)
      await expect(textarea(form(page))).toBeFocused()
    })

    test('a wrong captcha keeps everything and marks the field; the right one posts', async ({
      page,
    }) => {
      await openComments(page, article.path)
      await openForm(page)
      await fillGuest(form(page), article, texts.post, 'wrong')
      const image = form(page).locator('#comments-form-captcha-image')
      const firstImage = await image.getAttribute('src')
      await form(page).getByRole('button', { name: words.send }).click()
      const captcha = form(page).getByLabel(words.captcha, { exact: true })
      await expect(captcha).toHaveAttribute('aria-invalid', 'true')
      // The site's `input.captcha` rules still apply: the field keeps its size.
      await expect(captcha).toHaveClass('captcha error')
      await expect(captcha).toBeFocused()
      await expect(form(page).locator('#comments-form-message')).toBeVisible()
      await expect(image).not.toHaveAttribute('src', firstImage ?? '')
      await expect(textarea(form(page))).toHaveValue(texts.post)
      await captcha.fill(captchaCode)
      await form(page).getByRole('button', { name: words.send }).click()
      await expect(page.locator('jc-comments #comments')).toContainText(texts.post)
    })

    test.describe('when the server fails', () => {
      test.use({ expectedErrors: [/status of 500 \(Internal Server Error\)/] })

      test('the text stays, and a reload brings the draft back', async ({ page }) => {
        await openComments(page, article.path)
        await openForm(page)
        await fillGuest(form(page), article, texts.post)
        await withQaPanel(page, async () => {
          await page
            .getByRole('group', { name: 'Comments server' })
            .getByLabel('HTTP 500 error page')
            .check()
        })
        const send = form(page).getByRole('button', { name: words.send })
        await send.click()
        // Where the visitor pressed Send, whole in view, the focus still on Send.
        await expect(form(page).locator('#comments-form-message')).toBeInViewport({ ratio: 1 })
        await expect(send).toBeFocused()
        await expect(textarea(form(page))).toHaveValue(texts.post)
        await withQaPanel(page, async () => {
          await page
            .getByRole('group', { name: 'Comments server' })
            .getByLabel('HTTP 500 error page')
            .uncheck()
        })
        await page.reload()
        await expect(textarea(form(page))).toHaveValue(texts.post, { timeout: 20_000 })
      })
    })

    test('a visitor posts with the keyboard alone', async ({ page }) => {
      await openComments(page, article.path)
      await page.locator('jc-comments #addcomments').focus()
      await page.keyboard.press('Enter')
      const name = form(page).getByLabel(words.name, { exact: true })
      await expect(name).toBeFocused()
      await page.keyboard.type('Nora')
      await page.keyboard.press('Tab')
      await expect(form(page).getByLabel(words.email, { exact: true })).toBeFocused()
      await page.keyboard.type('nora@example.com')
      // Homepage, the toolbar (one tab stop), then the comment.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(textarea(form(page))).toBeFocused()
      await page.keyboard.type(texts.post)
      // The subscription, the captcha's Refresh, then its input.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(form(page).getByLabel(words.captcha, { exact: true })).toBeFocused()
      await page.keyboard.type(captchaCode)
      await page.keyboard.press('Control+Enter')
      await expect(page.locator('jc-comments #comments')).toContainText(texts.post)
    })

    test('what is typed while a post is out is not taken: the comment is read-only, and keeps the focus', async ({
      page,
    }) => {
      await useQaSettings(page, { actor: 'registered' })
      await openComments(page, article.path)
      await openForm(page)
      await slowCommentsServer(page, 2_000)
      const field = textarea(form(page))
      await field.click()
      await page.keyboard.type('first part')
      await page.keyboard.press('Control+Enter')
      await expect(field).toHaveAttribute('readonly', '')
      await page.keyboard.type(' — second thought')
      await expect(field).toBeFocused()
      await expect(field).toHaveValue('first part')
      await expect(page.locator('jc-comments #comments')).toContainText('first part', {
        timeout: 10_000,
      })
      await expect(field).not.toHaveAttribute('readonly')
      await expect(field).toHaveValue('')
    })

    test.describe('as a moderator', () => {
      test.beforeEach(async ({ page }) => {
        await useQaSettings(page, { actor: 'admin' })
      })

      test('the form shows no counter: the server counts no moderator’s text', async ({ page }) => {
        await openComments(page, article.path)
        await openForm(page)
        await expect(textarea(form(page))).toBeVisible()
        await expect(form(page).locator('#comments-form-comment-counter')).toHaveCount(0)
      })

      test('edit then cancel: the form fills inline, the toolbar hides, and all comes back', async ({
        page,
      }) => {
        await openComments(page, article.path)
        const item = comment(page, top)
        const toolbar = item.locator(`#comment-toolbar-${top}`)
        await expect(toolbar).toBeVisible()
        await item.locator('a.toolbar-button-edit').click()
        const inline = item.locator('#comments-inline-edit #comments-form')
        await expect(textarea(inline)).not.toHaveValue('')
        await expect(textarea(inline)).toBeFocused()
        await expect(toolbar).toBeHidden()
        await expectAccessible(page)
        await inline.getByRole('button', { name: words.cancel }).click()
        await expect(page.locator('jc-comments #comments-inline-edit')).toHaveCount(0)
        await expect(toolbar).toBeVisible()
      })

      test('edit then save: the comment shows the new text, the save is said and the form returns to add mode', async ({
        page,
      }) => {
        await openComments(page, article.path)
        const item = comment(page, top)
        await item.locator('a.toolbar-button-edit').click()
        const inline = item.locator('#comments-inline-edit #comments-form')
        await expect(textarea(inline)).not.toHaveValue('')
        const edited = article.lang === 'fa' ? 'ویرایش شد به دست مدیر.' : 'Edited by the moderator.'
        await textarea(inline).fill(edited)
        await inline.getByRole('button', { name: words.send }).click()
        await expect(item.locator('.comment-body')).toHaveText(edited)
        await expect(item).toBeFocused()
        await expect(page.locator('jc-comments #comments-inline-edit')).toHaveCount(0)
        await expectEvent(page, 'jc-saved', { commentId: top })
        await expect(page.locator('jc-comments [role="status"]')).toHaveText(words.saved)
        await expect(
          page.locator('jc-comments #comments-form-link #comments-form input[name=id]'),
        ).toHaveCount(0)
      })
    })
  })
}

// The Persian pages are answered as a real fa-IR site answers them (the emulation's persianSite):
// custom buttons printed unescaped, twenty smileys, a 500-character counter with the site's own
// words, CRLF templates, and a plugin's posting rules, with a script, above the form.
test.describe('the Persian site’s form as its server configures it (fa, rtl)', () => {
  const path = '/fa/article.html'
  const custom = [
    { id: 'custombbcode1', title: 'ویدیو "آپارات"', className: 'custombbcode1', icon: true },
    { id: 'custombbcode2', title: 'متن قرمز', className: 'bbcode-red', icon: false },
    { id: 'custombbcode3', title: 'اسپویل', className: 'custombbcode3', icon: false },
    { id: 'custombbcode5', title: 'خط نستعلیق', className: 'custombbcode5', icon: true },
  ]
  const builtIn = ['b', 'i', 'u', 's', 'img', 'url', 'quote', 'list']

  /** The toolbar's buttons as a visitor meets them; an icon counts once it has loaded. */
  const toolbarOf = (scope: Locator) =>
    scope.locator('[role=toolbar] button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const icon = button.querySelector('img')
        return {
          id: button.id,
          title: button.getAttribute('aria-label'),
          className: button.className,
          icon: Boolean(icon?.complete && icon.naturalWidth > 0),
        }
      }),
    )

  function recordWarnings(page: Page): string[] {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    return warnings
  }

  async function expectServerEditor(scope: Locator, warnings: readonly string[]) {
    await textarea(scope).fill('')
    await expect(scope.locator('#comments-form-comment-counter')).toHaveText(
      'تنها ۵۰۰ نویسه باقی مانده',
    )
    await expect
      .poll(() => toolbarOf(scope).then((buttons) => buttons.slice(-5, -1)))
      .toEqual(custom)
    expect(warnings).toContainEqual(expect.stringContaining("addButton('custombbcode4'"))
  }

  test('ShowForm: the counter, every button and custom button, twenty smileys and the posting rules', async ({
    page,
  }) => {
    const warnings = recordWarnings(page)
    await openComments(page, path)
    await openForm(page)
    await expectServerEditor(form(page), warnings)
    const toolbar = await toolbarOf(form(page))
    expect(toolbar.map((button) => button.id)).toEqual([
      ...builtIn.map((tag) => `bbcode-${tag}`),
      ...custom.map((button) => button.id),
      'comments-form-comment-smileys-toggle',
    ])
    await form(page).getByRole('button', { name: 'شکلک‌ها' }).click()
    const smileys = form(page).getByRole('group', { name: 'شکلک‌ها' }).locator('img.smile')
    await expect(smileys).toHaveCount(20)
    await expect
      .poll(() =>
        smileys.evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter((image) => image.naturalWidth > 0).length,
        ),
      )
      .toBe(20)
    // Named by what they show; the site's own flower by its code.
    expect(
      await smileys.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(expect.arrayContaining(['خنده', 'لبخند', 'چشمک', ':گل:', ':چای:']))
    await smileys.nth(18).click()
    await expect(textarea(form(page))).toHaveValue(' :گل: ')
    await expect(page.locator('jc-comments #comments-form-comment-counter')).toHaveText(
      'تنها ۴۹۴ نویسه باقی مانده',
    )
    const rules = page.locator('jc-comments #comments-form-link .jc-posting-rules')
    await expect(rules).toContainText('قوانین ارسال نظر:')
    expect(warnings).toContainEqual(expect.stringContaining("jQuery('.jc-posting-rules')"))
    await expectAccessible(page)
  })

  test('QuoteComment that brings the form brings the same editor', async ({ page }) => {
    const warnings = recordWarnings(page)
    await openComments(page, path)
    const item = comment(page, 1)
    await replyLink(item, true).click()
    const inline = item.locator('#comments-inline-edit #comments-form')
    await expect(textarea(inline)).toHaveValue(/^\[quote name=/)
    await expectServerEditor(inline, warnings)
  })

  test('EditComment that brings the form brings the same buttons (a moderator has no counter)', async ({
    page,
  }) => {
    await useQaSettings(page, { actor: 'admin' })
    const warnings = recordWarnings(page)
    await openComments(page, path)
    const item = comment(page, 2)
    await item.locator('a.toolbar-button-edit').click()
    const inline = item.locator('#comments-inline-edit #comments-form')
    await expect(textarea(inline)).not.toHaveValue('')
    await expect
      .poll(() => toolbarOf(inline).then((buttons) => buttons.slice(-5, -1)))
      .toEqual(custom)
    expect(warnings).toContainEqual(expect.stringContaining("addButton('custombbcode4'"))
    // The server counts no moderator's text: no counter stands in for it.
    await expect(inline.locator('#comments-form-comment-counter')).toHaveCount(0)
  })

  test('a field another script adds to the form is posted with it', async ({ page }) => {
    await openComments(page, path)
    await openForm(page)
    await fillGuest(form(page), articlePages[0] as ArticlePage, 'با توکن فرستاده شد.')
    // What reCAPTCHA's script does once the visitor passed its check.
    await form(page).evaluate((element) => {
      const field = document.createElement('textarea')
      field.name = 'g-recaptcha-response'
      field.hidden = true
      field.value = '03AGdBq2-demo-token'
      element.append(field)
    })
    const calls = await recordCommentCalls(page)
    await form(page).getByRole('button', { name: formWords.fa.send }).click()
    await expect(page.locator('jc-comments #comments')).toContainText('با توکن فرستاده شد.')
    // The recorder reads a request's body on its own time, which can be after the answer.
    const posted = () =>
      calls
        .map((call) => new URLSearchParams(call.body))
        .find((fields) => fields.get('jtxf') === 'JCommentsAddComment')
    await expect.poll(posted).toBeDefined()
    const body = posted() ?? new URLSearchParams()
    expect(body.get('g-recaptcha-response')).toBe('03AGdBq2-demo-token')
    expect(body.getAll('comment')).toEqual(['با توکن فرستاده شد.'])
  })
})
