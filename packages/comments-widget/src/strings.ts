import type { Language } from '@jc/widget-kit'

export interface CommentsStrings {
  readonly busy: string
  readonly noAnswer: string
  readonly reportHeading: string
  readonly submit: string
  readonly cancel: string
  /** The comment form's own words, where the server's form has none. */
  readonly addComment: string
  readonly replyForm: string
  readonly editForm: string
  readonly commentLabel: string
  readonly captchaLabel: string
  readonly captchaRefresh: string
  readonly send: string
  readonly sendTitle: string
}

/** The widget's own words; what the server sends (labels, messages) always wins. */
export const commentsStrings: Readonly<Record<Language, CommentsStrings>> = {
  en: {
    busy: 'Loading…',
    noAnswer: 'The comments server did not answer. Nothing was changed; please try again.',
    reportHeading: 'Report to administrator',
    submit: 'Submit',
    cancel: 'Cancel',
    addComment: 'Add comment',
    replyForm: 'Reply to the comment',
    editForm: 'Edit the comment',
    commentLabel: 'Your comment',
    captchaLabel: 'Security code',
    captchaRefresh: 'Refresh',
    send: 'Send',
    sendTitle: 'Send (Ctrl+Enter)',
  },
  fa: {
    busy: 'در حال بارگذاری…',
    noAnswer: 'سرور نظرات پاسخ نداد. چیزی تغییر نکرد؛ لطفاً دوباره تلاش کنید.',
    reportHeading: 'گزارش به مدیر',
    submit: 'ارسال',
    cancel: 'انصراف',
    addComment: 'افزودن نظر',
    replyForm: 'پاسخ به نظر',
    editForm: 'ویرایش نظر',
    commentLabel: 'متن نظر شما',
    captchaLabel: 'کد امنیتی',
    captchaRefresh: 'تازه کردن',
    send: 'ارسال',
    sendTitle: 'ارسال (Ctrl+Enter)',
  },
}
