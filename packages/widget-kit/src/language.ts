export type Language = 'fa' | 'en'
export type Direction = 'rtl' | 'ltr'

export interface LanguageContext {
  readonly language: Language
  readonly direction: Direction
}

/**
 * The language a widget speaks: its own `lang` attribute, else the nearest
 * ancestor's, else the document's. Persian (any `fa-*` tag) is right to left;
 * everything else falls back to English.
 */
export function languageOf(element: Element, explicit?: string | null): LanguageContext {
  const tag = explicit || element.closest('[lang]')?.getAttribute('lang') || ''
  const language: Language = /^fa\b/i.test(tag) ? 'fa' : 'en'
  const dir = element.closest('[dir]')?.getAttribute('dir')
  const direction: Direction =
    dir === 'rtl' || dir === 'ltr' ? dir : language === 'fa' ? 'rtl' : 'ltr'
  return { language, direction }
}
