import type { Language } from '@jc/widget-kit'

export interface CommentsStrings {
  readonly busy: string
  /**
   * A call that only reads got no answer: nothing was done. This and
   * `answerLost` come with the first view; the words of the other failures,
   * which follow an answer, with the answer's chunk (`answer-strings.ts`).
   */
  readonly noAnswer: string
  /** Where the comment form's chunk, or the report form's, did not arrive: said where the form would be. */
  readonly formUnavailable: string
  /** A call that writes got no answer: the server may have done it all the same. */
  readonly answerLost: string
  /** The button that reloads the thread, to see what the server holds. */
  readonly refresh: string
  /** The button that takes a failure's message away. */
  readonly dismiss: string
  /** The form's heading where the server's form has none (at home, also before the form's chunk arrives). */
  readonly addComment: string
}

/** The widget's own words; what the server sends (labels, messages) always wins. */
export const commentsStrings: Readonly<Record<Language, CommentsStrings>> = {
  en: {
    busy: 'Loading…',
    noAnswer: 'The comments server did not answer. Please try again.',
    formUnavailable: 'The form could not be loaded. Please reload the page to try again.',
    answerLost:
      'The answer from the comments server did not arrive. What you did may or may not have been recorded; refresh the comments to see.',
    refresh: 'Refresh the comments',
    dismiss: 'Dismiss',
    addComment: 'Add comment',
  },
  fa: {
    busy: 'در حال بارگذاری…',
    noAnswer: 'سرور نظرات پاسخ نداد. لطفاً دوباره تلاش کنید.',
    formUnavailable: 'فرم بارگذاری نشد. لطفاً صفحه را دوباره بارگذاری کنید.',
    answerLost:
      'پاسخ سرور نظرات نرسید. ممکن است کار شما ثبت شده باشد یا نشده باشد؛ برای دیدن نتیجه، نظرات را تازه کنید.',
    refresh: 'تازه کردن نظرات',
    dismiss: 'بستن',
    addComment: 'افزودن نظر',
  },
}
