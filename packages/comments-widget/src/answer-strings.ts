import { type Language, persianDigits } from '@jc/widget-kit'

/**
 * The widget's words once an action's answer is in (a vote counted, a page
 * shown, a subscription changed): they come with the chunk that applies the
 * answers, not with the first view.
 */
export interface AnswerStrings {
  /** The server answered a vote without a new score. */
  readonly voteNotCounted: string
  /** The server counted a vote; the new score follows. */
  readonly voteCounted: string
  /** Beside a score that may be out of date. */
  readonly staleScore: string
  /** Said once the thread was loaded again from a refresh control, which keeps the focus. */
  readonly refreshed: string
  /** Said once another page of the thread is shown. */
  readonly pageShown: (page: number) => string
  /** Said once the subscription link changed to say the opposite. */
  readonly subscribed: string
  readonly unsubscribed: string
  /** Said once a moderator's publish control made the comment public, or took it back to waiting for moderation. */
  readonly published: string
  readonly unpublished: string
  /** Said once a moderator's delete took the comment away (or marked it deleted); the focus moves on. */
  readonly deleted: string
  /** At the top of the form, once the comment it replied to, or edited, was deleted. */
  readonly repliedToDeleted: string
  readonly editedDeleted: string
  /** At the top of the form, once the comment it replied to, or edited, left the thread shown (another page). */
  readonly repliedToGone: string
  readonly editedGone: string
  /** A call that only reads got a 200 whose text could not be read. */
  readonly readUnreadable: string
  /** A call that writes got a 200 whose text could not be read: the server ran it, with what outcome is not known. */
  readonly answerUnreadable: string
  /** A call that only reads got an error page (HTTP 500, 502, 404…): nothing was done. */
  readonly readFailed: string
  /** A call that writes got an error page: the server may have done it before it failed. */
  readonly answerFailed: string
  /** The server refused the call (HTTP 401 or 403): a session that ended, most often. */
  readonly refused: string
}

export const answerStrings: Readonly<Record<Language, AnswerStrings>> = {
  en: {
    voteNotCounted: 'Your vote was not counted.',
    voteCounted: 'Your vote was counted. The score is now',
    staleScore: 'score when the page was loaded',
    refreshed: 'The comments are up to date.',
    pageShown: (page) => `Page ${page} of the comments.`,
    subscribed: 'You are subscribed to new comments.',
    unsubscribed: 'You are no longer subscribed to new comments.',
    published: 'The comment is published.',
    unpublished: 'The comment is unpublished; only moderators see it.',
    deleted: 'The comment was deleted.',
    repliedToDeleted:
      'The comment you were replying to was deleted. Your text is still here, to post as a new comment.',
    editedDeleted: 'The comment you were editing was deleted; the edit was not saved.',
    repliedToGone:
      'The comment you were replying to is no longer shown. Your text is still here, to post as a new comment.',
    editedGone:
      'The comment you were editing is no longer shown; the edit was not saved. It comes back when you edit that comment again.',
    readUnreadable: "The comments server's answer could not be read. Please try again.",
    answerUnreadable:
      'The comments server answered, but its answer could not be read. What you did may have been recorded; refresh the comments to see.',
    readFailed: 'The comments server answered with an error. Please try again.',
    answerFailed:
      'The comments server answered with an error. What you did may or may not have been recorded; refresh the comments to see.',
    refused:
      'The comments server refused the request; your session may have expired. Reload the page and try again (a comment you were writing comes back).',
  },
  fa: {
    voteNotCounted: 'رأی شما شمرده نشد.',
    voteCounted: 'رأی شما شمرده شد. امتیاز اکنون:',
    staleScore: 'امتیاز هنگام بارگذاری صفحه',
    refreshed: 'نظرات به‌روز شد.',
    pageShown: (page) => `صفحهٔ ${persianDigits(String(page))} نظرات.`,
    subscribed: 'اشتراک شما در نظرات تازه ثبت شد.',
    unsubscribed: 'اشتراک شما در نظرات تازه لغو شد.',
    published: 'نظر منتشر شد.',
    unpublished: 'انتشار نظر لغو شد؛ فقط مدیران آن را می‌بینند.',
    deleted: 'نظر حذف شد.',
    repliedToDeleted:
      'نظری که به آن پاسخ می‌دادید حذف شد. متن شما همین‌جا مانده است تا آن را به‌عنوان نظری تازه بفرستید.',
    editedDeleted: 'نظری که ویرایش می‌کردید حذف شد؛ ویرایش ذخیره نشد.',
    repliedToGone:
      'نظری که به آن پاسخ می‌دادید دیگر نمایش داده نمی‌شود. متن شما همین‌جا مانده است تا آن را به‌عنوان نظری تازه بفرستید.',
    editedGone:
      'نظری که ویرایش می‌کردید دیگر نمایش داده نمی‌شود؛ ویرایش ذخیره نشد. هر گاه آن نظر را دوباره ویرایش کنید، بازمی‌گردد.',
    readUnreadable: 'پاسخ سرور نظرات خوانده نشد. لطفاً دوباره تلاش کنید.',
    answerUnreadable:
      'سرور نظرات پاسخ داد، اما پاسخ آن خوانده نشد. ممکن است کار شما ثبت شده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    readFailed: 'سرور نظرات با خطا پاسخ داد. لطفاً دوباره تلاش کنید.',
    answerFailed:
      'سرور نظرات با خطا پاسخ داد. ممکن است کار شما ثبت شده باشد یا نشده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    refused:
      'سرور نظرات درخواست را نپذیرفت؛ شاید نشست شما به پایان رسیده باشد. صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید (نظری که می‌نوشتید بازمی‌گردد).',
  },
}
