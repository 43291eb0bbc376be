import type { Language } from '@jc/widget-kit'

/** The form's own words, where the server's form has none. */
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

/**
 * In the form's chunk, with the view that shows them: a visitor who only
 * reads never loads them. What the server's form says always wins.
 */
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
