import type { Language } from '@jc/widget-kit'

export interface CommentsStrings {
  readonly busy: string
  readonly noAnswer: string
  readonly reportHeading: string
  readonly submit: string
  readonly cancel: string
}

/** The widget's own words; what the server sends (labels, messages) always wins. */
export const commentsStrings: Readonly<Record<Language, CommentsStrings>> = {
  en: {
    busy: 'Loading…',
    noAnswer: 'The comments server did not answer. Nothing was changed; please try again.',
    reportHeading: 'Report to administrator',
    submit: 'Submit',
    cancel: 'Cancel',
  },
  fa: {
    busy: 'در حال بارگذاری…',
    noAnswer: 'سرور نظرات پاسخ نداد. چیزی تغییر نکرد؛ لطفاً دوباره تلاش کنید.',
    reportHeading: 'گزارش به مدیر',
    submit: 'ارسال',
    cancel: 'انصراف',
  },
}
