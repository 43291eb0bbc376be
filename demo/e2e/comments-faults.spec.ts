import type { Locator, Page } from '@playwright/test'
import {
  type ArticlePage,
  articlePages,
  clickWhenStill,
  comment,
  openComments,
  refreshComments,
  touchComments,
  useQaSettings,
  withQaPanel,
} from './comments-page.ts'
import { expect, test } from './test.ts'

type Said = 'answerLost' | 'answerFailed' | 'answerUnreadable' | 'refused'
interface Fault {
  readonly label: string
  readonly said: Said
}

/** One fault of each class, as the QA panel names its switch, and what a write then says. */
const faults: readonly Fault[] = [
  { label: 'HTTP 502 from a proxy', said: 'answerFailed' },
  { label: 'Connection reset', said: 'answerLost' },
  { label: 'Never answer (timeout)', said: 'answerLost' },
  { label: 'Garbage instead of the answer', said: 'answerUnreadable' },
  { label: 'HTTP 403 (session ended)', said: 'refused' },
]

const [persian, english] = articlePages as [ArticlePage, ArticlePage]
const captchaCode = '7g4k2'
const textarea = (scope: Locator) => scope.locator('#comments-form-comment')

/** Turns one fault switch off and the next on, in one visit to the QA panel. */
async function switchFault(page: Page, off: string | undefined, on: string | undefined) {
  await withQaPanel(page, async () => {
    const server = page.getByRole('group', { name: 'Comments server' })
    const more = server.locator('details.qa-more')
    if (!(await more.evaluate((details: HTMLDetailsElement) => details.open)))
      await more.getByText('More faults').click()
    if (off) await server.getByLabel(off).uncheck()
    if (on) await server.getByLabel(on).check()
  })
}

/**
 * Breaks the comments server with each fault in turn and does the action:
 * the message says what happened, in the page's language, at what it
 * concerns, and offers the refresh unless the server refused; it is still
 * there long after a server's message would have faded, what the visitor
 * typed is still there, and Dismiss, by keyboard, takes it away.
 */
async function expectEachFaultTold(
  page: Page,
  article: ArticlePage,
  message: Locator,
  act: () => Promise<void>,
  { typed, also = [] }: { typed?: () => Promise<void>; also?: readonly Fault[] } = {},
) {
  const { words } = article
  const alert = page.locator('jc-comments [role="alert"]')
  await page.clock.install()
  let previous: string | undefined
  for (const fault of [...faults, ...also]) {
    await switchFault(page, previous, fault.label)
    previous = fault.label
    await act()
    // The product's 20 s timeout, on the page's clock; the other faults answer at once.
    if (fault.label.includes('timeout')) await page.clock.runFor(21_000)
    const text = words[fault.said]
    await expect(message.locator('.jc-nodes'), fault.label).toHaveText(text)
    await expect(alert).toHaveText(text)
    await expect(message.getByRole('button', { name: words.refresh })).toHaveCount(
      fault.said === 'refused' ? 0 : 1,
    )
    await page.clock.runFor(10_000)
    await expect(message).not.toHaveClass(/jc-fading/)
    await expect(message.locator('.jc-nodes')).toHaveText(text)
    await typed?.()
    await message.getByRole('button', { name: words.dismiss }).focus()
    await page.keyboard.press('Enter')
    await expect(message).toHaveCount(0)
    await expect(alert).toHaveText('')
  }
  await switchFault(page, previous, undefined)
}

test.describe('every fault, told as it is, at every comment action', () => {
  // One pattern: Playwright reads an array of several objects as a value and its options.
  test.use({
    expectedErrors: [/status of (?:502 \(Bad Gateway\)|403 \(Forbidden\))|net::ERR_FAILED/],
  })

  test(`a post keeps its text (${persian.path})`, async ({ page }) => {
    await openComments(page, persian.path)
    await clickWhenStill(page.locator('jc-comments #addcomments'))
    const form = page.locator('jc-comments #comments-form')
    await expect(form).toBeVisible({ timeout: 10_000 })
    await form.getByLabel('نام (الزامی)', { exact: true }).fill('Nora')
    await form
      .getByLabel('ایمیل (الزامی، نمایش داده نمی‌شود)', { exact: true })
      .fill('n@example.com')
    await textarea(form).fill('نظری که نباید گم شود.')
    await form.getByLabel('کد امنیتی', { exact: true }).fill(captchaCode)
    await expectEachFaultTold(
      page,
      persian,
      form.locator('#comments-form-message'),
      () => form.getByRole('button', { name: 'ارسال' }).click(),
      { typed: () => expect(textarea(form)).toHaveValue('نظری که نباید گم شود.') },
    )
  })

  test(`a reply keeps its text (${english.path})`, async ({ page }) => {
    await openComments(page, english.path)
    const item = comment(page, english.chain[0])
    await item.locator(`.comments-buttons a[data-jc-action*='"quote":false']`).click()
    const form = item.locator('#comments-inline-edit #comments-form')
    await expect(form).toBeVisible({ timeout: 10_000 })
    await form.getByLabel('Name (required)', { exact: true }).fill('Nora')
    await form
      .getByLabel('E-mail (required, but will not display)', { exact: true })
      .fill('n@e.com')
    await textarea(form).fill('A reply that must not be lost.')
    await form.getByLabel('Security code', { exact: true }).fill(captchaCode)
    await expectEachFaultTold(
      page,
      english,
      form.locator('#comments-form-message'),
      () => form.getByRole('button', { name: 'Send' }).click(),
      { typed: () => expect(textarea(form)).toHaveValue('A reply that must not be lost.') },
    )
  })

  test(`an edit keeps its text, and gives it back after a reload (${persian.path})`, async ({
    page,
  }) => {
    await useQaSettings(page, { actor: 'admin' })
    await openComments(page, persian.path)
    const item = comment(page, persian.chain[1])
    const edit = async () => {
      await item.locator('a.toolbar-button-edit').click()
      const form = item.locator('#comments-inline-edit #comments-form')
      await expect(textarea(form)).not.toHaveValue('', { timeout: 10_000 })
      return form
    }
    const form = await edit()
    const edited = 'ویرایشی که ذخیره نشد.'
    await textarea(form).fill(edited)
    await expectEachFaultTold(
      page,
      persian,
      form.locator('#comments-form-message'),
      () => form.getByRole('button', { name: 'ارسال' }).click(),
      { typed: () => expect(textarea(form)).toHaveValue(edited) },
    )
    await page.clock.resume()
    await page.reload()
    // The demo prints a guest's page: the moderator's toolbar comes with the first touch's reload.
    await touchComments(page)
    await expect(item.locator('a.toolbar-button-edit')).toBeVisible({ timeout: 20_000 })
    await expect(textarea(await edit())).toHaveValue(edited)
  })

  test(`a vote, counted though its answer could not be read (${english.path})`, async ({
    page,
  }) => {
    await openComments(page, english.path)
    const { id, score } = english.votable
    const item = comment(page, id)
    const holder = item.locator(`#comment-vote-holder-${id}`)
    await expectEachFaultTold(
      page,
      english,
      item.locator('#comments-form-message'),
      () => item.locator('a.vote-good').click(),
      {
        // After the others, which never reach the server: these do the work, then answer.
        also: [
          { label: 'Empty answer (work done)', said: 'answerUnreadable' },
          { label: 'Answer cut short (work done)', said: 'answerUnreadable' },
        ],
      },
    )
    await expect(holder).toContainText(`+${score}`)
    await refreshComments(page)
    await expect(holder).toHaveText(`+${score + 1}`)
  })

  test(`a report keeps its reason (${persian.path})`, async ({ page }) => {
    await openComments(page, persian.path)
    const item = comment(page, persian.chain[0])
    await item.getByRole('link', { name: persian.words.report }).click()
    const report = item.locator('#comments-inline-report')
    await report.getByLabel(persian.words.name).fill('Nadia')
    await report.getByLabel(persian.words.reason).fill('پیوند تبلیغاتی')
    await expectEachFaultTold(
      page,
      persian,
      report.locator('#comments-form-message'),
      () => report.locator('button[type="submit"]').click(),
      {
        typed: () => expect(report.getByLabel(persian.words.reason)).toHaveValue('پیوند تبلیغاتی'),
      },
    )
  })

  test(`a subscription (${english.path})`, async ({ page }) => {
    await useQaSettings(page, { actor: 'registered' })
    await openComments(page, english.path)
    const link = page.locator('jc-comments #comments-subscription')
    // The link sits under the thread, below comments laid out only as they come near.
    await expectEachFaultTold(
      page,
      english,
      page.locator('jc-comments #jc > #comments-form-message'),
      () => clickWhenStill(link),
    )
    await expect(link).toHaveText(english.words.subscribe)
  })
})

test(`a post whose answer was lost, sent again and refused: the thread shows the comment the server took (${persian.path})`, async ({
  page,
}) => {
  await openComments(page, persian.path)
  await clickWhenStill(page.locator('jc-comments #addcomments'))
  const form = page.locator('jc-comments #comments-form')
  await expect(form).toBeVisible({ timeout: 10_000 })
  await form.getByLabel('نام (الزامی)', { exact: true }).fill('Nora')
  await form.getByLabel('ایمیل (الزامی، نمایش داده نمی‌شود)', { exact: true }).fill('n@example.com')
  await textarea(form).fill('آیا این نظر رسید؟')
  await form.getByLabel('کد امنیتی', { exact: true }).fill(captchaCode)
  const message = form.locator('#comments-form-message .jc-nodes')
  const thread = page.locator('jc-comments #comments-list-0')
  // The server stores the comment, then its answer is empty.
  await switchFault(page, undefined, 'Empty answer (work done)')
  await form.getByRole('button', { name: 'ارسال' }).click()
  await expect(message).toHaveText(persian.words.answerUnreadable)
  await expect(thread).not.toContainText('آیا این نظر رسید؟')
  await switchFault(page, 'Empty answer (work done)', undefined)
  // Sent again at once: the server refuses a second post so soon, and the thread is reloaded.
  await form.getByRole('button', { name: 'ارسال' }).click()
  await expect(message).toHaveText('شما به‌تازگی نظری فرستاده‌اید، لطفاً کمی بعد دوباره تلاش کنید.')
  await expect(thread).toContainText('آیا این نظر رسید؟')
  await expect(page.locator('jc-comments [role="status"]')).toHaveText('نظرات به‌روز شد.')
  await expect(textarea(form)).toHaveValue('آیا این نظر رسید؟')
})
