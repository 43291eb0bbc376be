import type { Language } from '@jc/widget-kit'
import type { MessageKind } from './messages-state.ts'

export interface MessageStrings {
  readonly headings: Readonly<Record<MessageKind, string>>
  readonly close: string
}

export const messageStrings: Readonly<Record<Language, MessageStrings>> = {
  en: {
    headings: {
      message: 'Message',
      success: 'Success',
      info: 'Information',
      notice: 'Notice',
      warning: 'Warning',
      error: 'Error',
    },
    close: 'Close message',
  },
  fa: {
    headings: {
      message: 'پیام',
      success: 'انجام شد',
      info: 'اطلاعات',
      notice: 'توجه',
      warning: 'هشدار',
      error: 'خطا',
    },
    close: 'بستن پیام',
  },
}
