import type { Language } from '@jc/widget-kit'

export interface EditorStrings {
  readonly toolbar: string
  readonly smileys: string
  readonly preview: string
  readonly hidden: string
  readonly quoteBy: (name: string) => string
  /** A count in the page's digits. */
  readonly count: (n: number) => string
  /** The counter's words when the server sent none. */
  readonly remaining: (n: number) => string
  /** The counter in the live region; a sentence, since it is heard apart from the field. */
  readonly remainingAnnouncement: (n: number) => string
}

const persianDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false })

/** The editor's own words; the server's titles, prompts and counter text win where it sends them. */
export const editorStrings: Readonly<Record<Language, EditorStrings>> = {
  en: {
    toolbar: 'Formatting',
    smileys: 'Smileys',
    preview: 'Preview',
    hidden: 'Hidden content (only registered users see it)',
    quoteBy: (name) => `${name} wrote:`,
    count: String,
    remaining: (n) => `${n} symbols left`,
    remainingAnnouncement: (n) => `${n} characters left in the comment.`,
  },
  fa: {
    toolbar: 'قالب‌بندی',
    smileys: 'شکلک‌ها',
    preview: 'پیش‌نمایش',
    hidden: 'محتوای پنهان (فقط کاربران عضو می‌بینند)',
    quoteBy: (name) => `${name} نوشت:`,
    count: (n) => persianDigits.format(n),
    remaining: (n) => `${persianDigits.format(n)} نویسه باقی مانده`,
    remainingAnnouncement: (n) => `${persianDigits.format(n)} نویسه از نظر باقی مانده است.`,
  },
}
