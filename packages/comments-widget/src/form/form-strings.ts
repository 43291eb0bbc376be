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
  /** Said once an edit was saved: the server's answer carries no message. */
  readonly saved: string
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
    saved: 'Your changes to the comment are saved.',
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
    saved: 'تغییرات نظر شما ذخیره شد.',
  },
}
