import type { Locator, Page } from '@playwright/test'
import { expect, openDemoPage } from './test.ts'

/** Who the QA panel says the visitor is. */
export type Actor = 'guest' | 'registered' | 'admin'

/** The words a visitor reads, as the emulated server and the widget write them. */
export interface CommentsWords {
  readonly report: string
  readonly name: string
  readonly reason: string
  readonly alreadyVoted: string
  readonly noReason: string
  readonly reportSent: string
  readonly banned: string
  readonly subscribe: string
  readonly unsubscribe: string
  readonly deleteConfirm: string
  /** The widget's own: a call that only reads got no answer. */
  readonly noAnswer: string
  /** A call that writes got no answer; it comes with the refresh button. */
  readonly answerLost: string
  /** A call that writes got a 200 it could not read; it comes with the refresh button too. */
  readonly answerUnreadable: string
  /** A call that only reads got an error page (HTTP 500, 502). */
  readonly readFailed: string
  /** A call that writes got an error page; it comes with the refresh button. */
  readonly answerFailed: string
  /** The server refused a call (HTTP 401, 403). */
  readonly refused: string
  readonly refresh: string
  /** The button that takes a failure's message away. */
  readonly dismiss: string
  /** The start of what is said once a vote is counted (the new score follows). */
  readonly voteCounted: string
  readonly voteNotCounted: string
  /** Beside a score a refused vote left unconfirmed. */
  readonly staleScore: string
  /** Said once a moderator's publish control made a comment public, or took it back. */
  readonly published: string
  readonly unpublished: string
}

const words: Readonly<Record<'en' | 'fa', CommentsWords>> = {
  en: {
    report: 'Report to administrator',
    name: 'Name',
    reason: 'Reason',
    alreadyVoted: 'You have already voted for this comment!',
    noReason: 'Please enter the reason for your report!',
    reportSent: 'Report successfully sent!',
    banned: "IP-address of this comment's author has been successfully blacklisted.",
    subscribe: 'Subscribe',
    unsubscribe: 'Unsubscribe',
    deleteConfirm: 'Delete comment?',
    noAnswer: 'The comments server did not answer. Please try again.',
    answerLost:
      'The answer from the comments server did not arrive. What you did may or may not have been recorded; refresh the comments to see.',
    answerUnreadable:
      'The comments server answered, but its answer could not be read. What you did may have been recorded; refresh the comments to see.',
    readFailed: 'The comments server answered with an error. Please try again.',
    answerFailed:
      'The comments server answered with an error. What you did may or may not have been recorded; refresh the comments to see.',
    refused:
      'The comments server refused the request; your session may have expired. Reload the page and try again (a comment you were writing comes back).',
    refresh: 'Refresh the comments',
    dismiss: 'Dismiss',
    voteCounted: 'Your vote was counted.',
    voteNotCounted: 'Your vote was not counted.',
    staleScore: 'score when the page was loaded',
    published: 'The comment is published.',
    unpublished: 'The comment is unpublished; only moderators see it.',
  },
  fa: {
    report: 'گزارش به مدیر',
    name: 'نام',
    reason: 'دلیل',
    alreadyVoted: 'شما قبلاً به این نظر رأی داده‌اید!',
    noReason: 'لطفاً دلیل گزارش خود را وارد کنید!',
    reportSent: 'گزارش با موفقیت ارسال شد!',
    banned: 'نشانی IP نویسندهٔ این نظر با موفقیت در فهرست سیاه قرار گرفت.',
    subscribe: 'اشتراک',
    unsubscribe: 'لغو اشتراک',
    deleteConfirm: 'نظر حذف شود؟',
    noAnswer: 'سرور نظرات پاسخ نداد. لطفاً دوباره تلاش کنید.',
    answerLost:
      'پاسخ سرور نظرات نرسید. ممکن است کار شما ثبت شده باشد یا نشده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    answerUnreadable:
      'سرور نظرات پاسخ داد، اما پاسخ آن خوانده نشد. ممکن است کار شما ثبت شده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    readFailed: 'سرور نظرات با خطا پاسخ داد. لطفاً دوباره تلاش کنید.',
    answerFailed:
      'سرور نظرات با خطا پاسخ داد. ممکن است کار شما ثبت شده باشد یا نشده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    refused:
      'سرور نظرات درخواست را نپذیرفت؛ شاید نشست شما به پایان رسیده باشد. صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید (نظری که می‌نوشتید بازمی‌گردد).',
    refresh: 'تازه کردن نظرات',
    dismiss: 'بستن',
    voteCounted: 'رأی شما شمرده شد.',
    voteNotCounted: 'رأی شما شمرده نشد.',
    staleScore: 'امتیاز هنگام بارگذاری صفحه',
    published: 'نظر منتشر شد.',
    unpublished: 'انتشار نظر لغو شد؛ فقط مدیران آن را می‌بینند.',
  },
}

const persianDigits = '۰۱۲۳۴۵۶۷۸۹'

/** A number as the thread shows it on a page in `lang`: in Persian digits on a Persian page. */
export function shown(lang: 'en' | 'fa', text: string | number): string {
  const written = String(text)
  return lang === 'fa'
    ? written.replace(/[0-9]/g, (digit) => persianDigits[Number(digit)] ?? digit)
    : written
}

/** The number a text the thread shows writes, in Latin or Persian digits. */
export function numberShown(text: string): number {
  return Number(text.replace(/[۰-۹]/g, (digit) => String(persianDigits.indexOf(digit))))
}

/** An article with a comment tree, and the seeded comments each journey uses. */
export interface ArticlePage {
  readonly path: string
  readonly lang: 'en' | 'fa'
  readonly dir: 'ltr' | 'rtl'
  readonly objectId: number
  /** A top-level comment, its reply, and the reply's reply. */
  readonly chain: readonly [number, number, number]
  /** A comment a guest may vote on, with its seeded score. */
  readonly votable: { readonly id: number; readonly score: number }
  /** Another one, for voting down. */
  readonly votableDown: { readonly id: number; readonly score: number }
  /** A comment whose text holds an e-mail address, masked for guests. */
  readonly masked: { readonly id: number; readonly email: string }
  /** A comment waiting for moderation, seen only by moderators. */
  readonly unpublished: number
  readonly words: CommentsWords
}

export const articlePages: readonly ArticlePage[] = [
  {
    path: '/fa/article.html',
    lang: 'fa',
    dir: 'rtl',
    objectId: 21,
    chain: [1, 2, 3],
    votable: { id: 11, score: 3 },
    votableDown: { id: 1, score: 4 },
    masked: { id: 7, email: 'negar@example.com' },
    unpublished: 10,
    words: words.fa,
  },
  {
    path: '/en/article.html',
    lang: 'en',
    dir: 'ltr',
    objectId: 42,
    chain: [12, 14, 15],
    votable: { id: 18, score: 3 },
    votableDown: { id: 12, score: 2 },
    masked: { id: 13, email: 'boris@example.net' },
    unpublished: 19,
    words: words.en,
  },
]

/** A paginated flat list, ten comments a page. */
export interface LongThreadPage {
  readonly path: string
  readonly lang: 'en' | 'fa'
  readonly dir: 'ltr' | 'rtl'
  /** The page the server prints (the default page of its order), and how many there are. */
  readonly printedPage: number
  readonly pages: number
  /** The comments of page 2, in display order. */
  readonly secondPage: readonly number[]
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, index) =>
    from <= to ? from + index : from - index,
  )

export const longThreadPages: readonly LongThreadPage[] = [
  {
    path: '/fa/long-thread.html',
    lang: 'fa',
    dir: 'rtl',
    printedPage: 1,
    pages: 3,
    secondPage: range(70, 61),
  },
  {
    path: '/en/long-thread.html',
    lang: 'en',
    dir: 'ltr',
    printedPage: 4,
    pages: 4,
    secondPage: range(31, 40),
  },
]

/** The events `<jc-comments>` dispatches, as a page listener saw them. */
export interface SeenEvent {
  readonly type: string
  readonly detail: unknown
}

const eventNames = [
  'jc-ready',
  'jc-loaded',
  'jc-voted',
  'jc-reported',
  'jc-subscription-change',
  'jc-published',
  'jc-deleted',
  'jc-banned',
  'jc-posted',
  'jc-saved',
  'jc-error',
]

/** Records every `jc-*` event from the first script on, as a template's listener would get it. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const seen: { type: string; detail: unknown }[] = []
    Object.assign(window, { __jcEvents: seen })
    for (const name of names) {
      document.addEventListener(name, (event) => {
        seen.push({ type: event.type, detail: (event as CustomEvent).detail })
      })
    }
  }, eventNames)
}

/** The `jc-*` events seen so far, optionally of one kind. */
export async function seenEvents(page: Page, type?: string): Promise<SeenEvent[]> {
  const all = await page.evaluate(
    () => (window as unknown as { __jcEvents: SeenEvent[] }).__jcEvents,
  )
  return type === undefined ? all : all.filter((event) => event.type === type)
}

/** Polls until an event of that kind with that detail was seen. */
export async function expectEvent(page: Page, type: string, detail: unknown): Promise<void> {
  await expect
    .poll(async () => (await seenEvents(page, type)).map((event) => event.detail))
    .toContainEqual(detail)
}

/** Starts the page as this actor, with these comments-server faults, as the QA panel keeps them. */
export async function useQaSettings(
  page: Page,
  settings: { actor?: Actor; latencyMs?: number; status500?: boolean },
): Promise<void> {
  const stored = {
    actor: settings.actor ?? 'guest',
    comments: {
      latencyMs: settings.latencyMs ?? 0,
      status500: settings.status500 ?? false,
      phpWarning: false,
      timeout: false,
      garbage: false,
    },
    listing: {},
  }
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('jc-demo:qa-settings') === null) {
      sessionStorage.setItem('jc-demo:qa-settings', value)
    }
  }, JSON.stringify(stored))
}

/**
 * Opens a page with comments and waits until `<jc-comments>` took the
 * server's markup over and, at the visitor's first touch (the pointer over
 * it), reloaded it with its actions (the printed page has none under the
 * strict CSP).
 */
export async function openComments(page: Page, path: string): Promise<void> {
  await recordEvents(page)
  await openDemoPage(page, path)
  await touchComments(page)
  await expect(page.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'false')
  await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(1)
}

/** Whether the browser skips rendering this element now (inside a skipped content-visibility: auto box). */
export function skipped(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }))
}

/**
 * The visitor's first touch of the rendered `<jc-comments>` block (a pointer
 * over it, sent where it is, so the page does not scroll away from a deep
 * link's target), then waits for the actions it brings: a block printed
 * without its handlers (the strict CSP) is reloaded with them then.
 */
export async function touchComments(page: Page): Promise<void> {
  // The dev server compiles the widget on first use, slowly on a busy machine.
  // The rendered block says whether it is busy; the printed one does not.
  const block = page.locator('jc-comments #comments[aria-busy]')
  await expect(block).toBeAttached({ timeout: 20_000 })
  await block.dispatchEvent('pointerover')
  await expect(page.locator('jc-comments #comments [data-jc-action]').first()).toBeAttached({
    timeout: 20_000,
  })
}

/** Settles once the control has stayed in place over three frames the page rendered. */
function stillOverFrames(control: Locator): Promise<void> {
  return control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = element.getBoundingClientRect().top
        let stillFrames = 0
        const check = () => {
          const top = element.getBoundingClientRect().top
          stillFrames = Math.abs(top - last) < 1 ? stillFrames + 1 : 0
          last = top
          if (stillFrames >= 3) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

/**
 * Clicks a control once it keeps still where it was scrolled to, and again,
 * as a visitor would, where the click did not reach it. The comments off
 * screen are laid out only as they come near the viewport
 * (`content-visibility: auto`), and pictures in comments take their size as
 * they load: a frame or more after a jump, a control below them moves, even
 * between a press and its release, and the click then reaches neither.
 */
export async function clickWhenStill(control: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await control.scrollIntoViewIfNeeded()
    await stillOverFrames(control)
    await control.evaluate((element) => {
      const page = window as unknown as { __clickHeard?: boolean }
      page.__clickHeard = false
      element.addEventListener('click', () => Object.assign(page, { __clickHeard: true }), {
        capture: true,
        once: true,
      })
    })
    await control.click()
    const heard = await control
      .page()
      .evaluate(() => (window as unknown as { __clickHeard?: boolean }).__clickHeard === true)
    if (heard || attempt === 3) return
  }
}

/** Clicks the refresh link of the block's header and waits for the thread it brings. */
export async function refreshComments(page: Page): Promise<void> {
  const loaded = (await seenEvents(page, 'jc-loaded')).length
  await page.locator('jc-comments #comments h4 a.refresh').click()
  await expect.poll(async () => (await seenEvents(page, 'jc-loaded')).length).toBe(loaded + 1)
  await expect(page.locator('jc-comments #comments')).toHaveAttribute('aria-busy', 'false')
}

/** Opens the QA panel, lets `change` use it, and closes it again so it covers nothing. */
export async function withQaPanel(page: Page, change: (panel: Page) => Promise<void>) {
  const toggle = page.getByText('QA panel', { exact: true })
  await toggle.click()
  await change(page)
  await toggle.click()
}

/**
 * Makes every answer of the comments server wait this long from now on, as QA
 * does in the panel: a test slows only the calls it watches, not the page's start.
 */
export async function slowCommentsServer(page: Page, latencyMs: number): Promise<void> {
  await withQaPanel(page, async () => {
    const latency = page.getByRole('group', { name: 'Comments server' }).getByLabel('Latency (ms)')
    await latency.fill(String(latencyMs))
    await latency.press('Enter')
  })
}

/** Counts the calls to the comments server from now on. */
export function countCommentCalls(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/component/jcomments/')) calls++
  })
  return () => calls
}

/**
 * The bodies of the comment calls the page sends, read through the DevTools
 * protocol: msw answers them inside the page, where Playwright's own request
 * events do not carry the body.
 */
export async function recordCommentCalls(page: Page): Promise<{ url: string; body: string }[]> {
  const calls: { url: string; body: string }[] = []
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  session.on('Network.requestWillBeSent', async ({ request, requestId }) => {
    if (request.method !== 'POST' || !request.url.includes('/component/jcomments/')) return
    const { postData } = await session.send('Network.getRequestPostData', { requestId })
    calls.push({ url: request.url, body: postData })
  })
  return calls
}

/** Every dialog the page opens, answered with `accept` (dismissed otherwise). */
export function recordDialogs(
  page: Page,
  accept = false,
): { readonly type: string; readonly message: string }[] {
  const dialogs: { type: string; message: string }[] = []
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() })
    void (accept ? dialog.accept() : dialog.dismiss())
  })
  return dialogs
}

/** The comment's element and what sits inside it. */
export function comment(page: Page, id: number) {
  return page.locator(`jc-comments #comment-item-${id}`)
}

/** The id of the first element a comment shows (wrappers with `display: contents` draw nothing). */
export function firstShownIn(item: Locator): Promise<string | undefined> {
  return item.evaluate(
    (element) =>
      Array.from(element.querySelectorAll('*')).find(
        (child) => getComputedStyle(child).display !== 'contents',
      )?.id,
  )
}
