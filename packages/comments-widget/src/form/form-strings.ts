import type { Language } from '@jc/widget-kit'

/** The form view's own words, where the server's form has none; they come with the form's chunk. */
export interface FormStrings {
  readonly replyForm: string
  readonly editForm: string
  readonly commentLabel: string
  readonly captchaLabel: string
  readonly captchaRefresh: string
  readonly send: string
  readonly sendTitle: string
  readonly cancel: string
}

export const formStrings: Readonly<Record<Language, FormStrings>> = {
  en: {
    replyForm: 'Reply to the comment',
    editForm: 'Edit the comment',
    commentLabel: 'Your comment',
    captchaLabel: 'Security code',
    captchaRefresh: 'Refresh',
    send: 'Send',
    sendTitle: 'Send (Ctrl+Enter)',
    cancel: 'Cancel',
  },
  fa: {
    replyForm: 'پاسخ به نظر',
    editForm: 'ویرایش نظر',
    commentLabel: 'متن نظر شما',
    captchaLabel: 'کد امنیتی',
    captchaRefresh: 'تازه کردن',
    send: 'ارسال',
    sendTitle: 'ارسال (Ctrl+Enter)',
    cancel: 'انصراف',
  },
}
