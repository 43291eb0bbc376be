import type { Page } from '@playwright/test'
import {
  articlePages,
  comment,
  longThreadPages,
  openComments,
  recordDialogs,
  seenEvents,
  shown,
  slowCommentsServer,
  useQaSettings,
} from './comments-page.ts'
import { expect, test } from './test.ts'

/** What has the focus: its id, or the action of a control, or its tag. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return active.id || active.getAttribute('data-jc-action') || active.tagName.toLowerCase()
  })
}

const action = (type: string, commentId: number, more = '') =>
  `{"type":"${type}","commentId":${commentId}${more}}`

const control = (page: Page, value: string) =>
  page.locator(`jc-comments [data-jc-action='${value}']`)

// One page load per direction, as a moderator (who may vote, reply, report,
// post without a captcha and moderate): the keyboard alone, and after every
// answer the focus is somewhere the visitor can go on from, never <body>.
for (const article of articlePages) {
  test(`after every action the focus stays in the thread and the result is said, by keyboard (${article.lang}, ${article.dir})`, async ({
    page,
  }) => {
    test.slow()
    const { words } = article
    const [top, reply, nested] = article.chain
    await useQaSettings(page, { actor: 'admin' })
    await openComments(page, article.path)
    const status = page.locator('jc-comments [role="status"]')

    // Votes: Space and Enter vote; Space does not scroll the page.
    for (const [key, id] of [
      ['Space', article.votable.id],
      ['Enter', article.votableDown.id],
    ] as const) {
      const holder = page.locator(`jc-comments #comment-vote-holder-${id}`)
      const button = holder.locator(key === 'Space' ? 'a.vote-good' : 'a.vote-poor')
      await expect(button).toHaveAttribute('role', 'button')
      await button.focus()
      // Whether the key's default action (for Space: scrolling the page) was kept from happening.
      await page.evaluate(() =>
        window.addEventListener(
          'keydown',
          (event) => Object.assign(window, { __prevented: event.defaultPrevented }),
          { once: true },
        ),
      )
      await page.keyboard.press(key)
      await expect(holder.locator('a')).toHaveCount(0)
      await expect.poll(() => focused(page)).toBe(`comment-vote-holder-${id}`)
      const score = ((await holder.textContent()) ?? '').trim()
      await expect(status).toContainText(score)
      expect(await page.evaluate(() => (window as { __prevented?: boolean }).__prevented)).toBe(
        true,
      )
      await expect(holder).toBeInViewport()
    }

    // Reply: Escape, then Cancel, give the focus back to the control that opened the form.
    const replyControl = action('reply', top, ',"quote":false')
    for (const leave of ['Escape', 'Cancel'] as const) {
      await control(page, replyControl).focus()
      await page.keyboard.press('Enter')
      const textarea = comment(page, top).locator('#comments-form-comment')
      await expect(textarea).toBeFocused()
      if (leave === 'Escape') await page.keyboard.press('Escape')
      else {
        await comment(page, top).locator('#comments-form-cancel button').focus()
        await page.keyboard.press('Enter')
      }
      await expect(comment(page, top).locator('#comments-inline-edit')).toHaveCount(0)
      await expect.poll(() => focused(page)).toBe(replyControl)
    }

    // Report: Escape and Cancel give the focus back to Report; once sent, to the confirmation.
    const reportControl = action('report', reply)
    for (const leave of ['Escape', 'Cancel', 'Send'] as const) {
      await control(page, reportControl).focus()
      await page.keyboard.press('Enter')
      const form = comment(page, reply).locator('#comments-report-form')
      const fields = form.locator('input:not([type="hidden"])')
      await expect(fields.first()).toBeFocused()
      if (leave === 'Escape') await page.keyboard.press('Escape')
      else if (leave === 'Cancel') {
        await form.locator('button[type="button"]').focus()
        await page.keyboard.press('Enter')
      } else {
        for (const field of await fields.all()) await field.fill('Spam')
        await form.getByLabel(words.reason).press('Enter')
      }
      await expect(form).toHaveCount(0)
      if (leave !== 'Send') await expect.poll(() => focused(page)).toBe(reportControl)
    }
    await expect.poll(() => focused(page)).toBe('comments-inline-report')
    await expect(page.locator('jc-comments #comments-inline-report')).toContainText(
      words.reportSent,
    )
    await expect(status).toHaveText(words.reportSent)

    // Moderation: a publish brings the thread anew; the focus is on the same control after it.
    await comment(page, reply).locator('a.toolbar-button-publish').focus()
    await page.keyboard.press('Enter')
    await expect(comment(page, reply).locator('a.toolbar-button-unpublish')).toBeVisible()
    await expect.poll(() => focused(page)).toBe(action('publish', reply))
    // A deleted reply, the only one at its level, leaves the focus on the comment it answered.
    recordDialogs(page, true)
    await comment(page, nested).locator('a.toolbar-button-delete').focus()
    await page.keyboard.press('Enter')
    await expect(comment(page, nested)).toHaveCount(0)
    await expect.poll(() => focused(page)).toBe(`comment-item-${reply}`)

    // Post: the new comment comes into view with the focus; the server's thanks are said.
    const form = page.locator('jc-comments #comments-form-link #comments-form')
    if ((await form.count()) === 0) {
      await page.locator('jc-comments #comments-form-link a').first().focus()
      await page.keyboard.press('Enter')
    }
    await form.locator('#comments-form-comment').fill('Found my way back by keyboard.')
    await form.locator('#comments-form-comment').press('Control+Enter')
    const posted = page.locator('jc-comments [id^="comment-item-"]', {
      hasText: 'Found my way back by keyboard.',
    })
    await expect(posted).toBeInViewport()
    await expect.poll(() => focused(page)).toBe(await posted.getAttribute('id'))
    await expect(status).not.toHaveText('')
    await expect(status).toHaveText(
      ((await form.locator('#comments-form-message').textContent()) ?? '').trim(),
    )
  })
}

// Controls the answer renders again: the focus is on the new one, and what
// the visitor would not otherwise know is said.
const said = {
  en: {
    refreshed: 'The comments are up to date.',
    subscribed: 'You are subscribed to new comments.',
    unsubscribed: 'You are no longer subscribed to new comments.',
    page: (page: string) => `Page ${page} of the comments.`,
  },
  fa: {
    refreshed: 'نظرات به‌روز شد.',
    subscribed: 'اشتراک شما در نظرات تازه ثبت شد.',
    unsubscribed: 'اشتراک شما در نظرات تازه لغو شد.',
    page: (page: string) => `صفحهٔ ${page} نظرات.`,
  },
}

for (const article of articlePages) {
  test(`refresh and subscription by keyboard keep the focus on the control used, and say what happened (${article.lang}, ${article.dir})`, async ({
    page,
  }) => {
    const { words } = article
    await useQaSettings(page, { actor: 'registered' })
    await openComments(page, article.path)
    const status = page.locator('jc-comments [role="status"]')
    for (const where of ['#comments h4', '#comments-list-footer']) {
      const refresh = page.locator(`jc-comments ${where} a.refresh`)
      const loads = (await seenEvents(page, 'jc-loaded')).length
      await refresh.focus()
      await page.keyboard.press('Enter')
      // The second refresh says what the first said: its answer is waited for by its event.
      await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(loads + 1)
      await expect(status).toHaveText(said[article.lang].refreshed)
      await expect(refresh).toBeFocused()
    }
    const link = page.locator('jc-comments #comments-subscription')
    for (const [label, result] of [
      [words.unsubscribe, said[article.lang].subscribed],
      [words.subscribe, said[article.lang].unsubscribed],
    ] as const) {
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(link).toHaveText(label)
      await expect(status).toHaveText(result)
      await expect(link).toBeFocused()
    }
  })
}

const frames = (page: Page, count: number) =>
  page.evaluate(async (left) => {
    for (let frame = 0; frame < left; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }, count)

// What the focus keeper does depends on neither the language nor the direction: the Persian page alone.
for (const article of articlePages.filter((page) => page.lang === 'fa')) {
  test(`a control reached while the refresh is out keeps the focus in the thread drawn again (${article.lang}, ${article.dir})`, async ({
    page,
  }) => {
    await useQaSettings(page, { actor: 'registered' })
    await openComments(page, article.path)
    await slowCommentsServer(page, 600)
    const status = page.locator('jc-comments [role="status"]')
    const refresh = page.locator('jc-comments #comments h4 a.refresh')
    const vote = page.locator(`jc-comments #comment-vote-holder-${article.votable.id} a.vote-good`)
    const subscription = page.locator('jc-comments #comments-subscription')
    for (const reached of [subscription, vote]) {
      const loads = (await seenEvents(page, 'jc-loaded')).length
      await refresh.focus()
      await page.keyboard.press('Enter')
      await reached.focus()
      // The old control is gone once the thread is drawn again.
      const old = await reached.elementHandle()
      await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(loads + 1)
      await expect(status).toHaveText(said[article.lang].refreshed)
      expect(await old?.evaluate((element) => element.isConnected)).toBe(false)
      // The refresh's own move (back onto its link) has had its frames.
      await frames(page, 5)
      await expect(reached).toBeFocused()
      expect(await focused(page)).not.toBe('body')
    }
  })
}

for (const thread of longThreadPages) {
  test(`a page number by keyboard, at the top or the bottom, shows the new page from its start with the focus on the thread (${thread.lang}, ${thread.dir})`, async ({
    page,
  }) => {
    await openComments(page, thread.path)
    const status = page.locator('jc-comments [role="status"]')
    const comments = page.locator('jc-comments #comments')
    for (const [nav, number] of [
      ['#nav-bottom', 2],
      ['#nav-top', 3],
    ] as const) {
      const label = shown(thread.lang, number)
      const control = page.locator(`jc-comments ${nav}`).getByRole('button', {
        name: label,
        exact: true,
      })
      await control.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('#nav-top .activepage')).toHaveText(label)
      await expect(status).toHaveText(said[thread.lang].page(label))
      await expect(comments).toBeFocused()
      await expect(comments.locator('h4')).toBeInViewport()
    }
  })
}
