import type { Language } from '@jc/widget-kit'

export interface LightboxStrings {
  readonly dialog: string
  readonly previous: string
  readonly next: string
  readonly close: string
  readonly error: string
  /** "3 of 7", in the language's own digits. */
  position(number: number, count: number): string
}

const persianDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false })

const catalogue: Record<Language, LightboxStrings> = {
  en: {
    dialog: 'Image viewer',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    error: 'The requested content cannot be loaded. Please try again later.',
    position: (number, count) => `${number} of ${count}`,
  },
  fa: {
    dialog: 'نمایش تصویر',
    previous: 'تصویر قبلی',
    next: 'تصویر بعدی',
    close: 'بستن',
    error: 'محتوای درخواستی بارگذاری نشد. لطفاً بعداً دوباره تلاش کنید.',
    position: (number, count) =>
      `${persianDigits.format(number)} از ${persianDigits.format(count)}`,
  },
}

export function lightboxStrings(language: Language): LightboxStrings {
  return catalogue[language]
}
