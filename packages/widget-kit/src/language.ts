export type Language = 'fa' | 'en'
export type Direction = 'rtl' | 'ltr'

export interface LanguageContext {
  readonly language: Language
  readonly direction: Direction
}

/**
 * The language a widget speaks: its own `lang` attribute, else the nearest
 * ancestor's, else the document's. Persian (any `fa-*` tag) is right to left;
 * everything else falls back to English. A `dir` set where that language is
 * set, or nearer, wins; one further out is the page's, not the language's: a
 * Persian element on an English page is right to left.
 */
export function languageOf(element: Element, explicit?: string | null): LanguageContext {
  const speaker = element.closest('[lang]')
  const tag = explicit || speaker?.getAttribute('lang') || ''
  const language: Language = /^fa\b/i.test(tag) ? 'fa' : 'en'
  const holder = element.closest('[dir]')
  const dir = (!speaker || speaker.contains(holder)) && holder?.getAttribute('dir')
  const direction: Direction =
    dir === 'rtl' || dir === 'ltr' ? dir : language === 'fa' ? 'rtl' : 'ltr'
  return { language, direction }
}
