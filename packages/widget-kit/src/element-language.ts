import { warnAttribute } from './attribute-warning.ts'
import { type LanguageContext, languageOf } from './language.ts'

// Apart from language.ts: the page-wide enhancers read the page's language,
// only the elements read their own `lang`, and this stays out of what every page loads.
/** The languages the widgets have strings in; a region (`fa-IR`) may follow. */
const spoken = /^(fa|en)\b/i

/** Whether the widgets speak a `lang` value. */
export function speaksLanguage(lang: string): boolean {
  return spoken.test(lang)
}

/**
 * The language of an element's own strings: its `lang` when the widgets
 * speak it, else the nearest ancestor's, else the document's: a `lang` they
 * have no strings in gives way to the page around it, as the elements' docs say.
 */
export function elementLanguage(element: Element): LanguageContext {
  const own = element.getAttribute('lang')
  if (own === null || speaksLanguage(own)) return languageOf(element)
  return languageOf(element, element.parentElement?.closest('[lang]')?.getAttribute('lang'))
}

/** Names, in the console, a `lang` on the element that the widgets have no strings in. */
export function warnLanguage(
  tag: string,
  element: Element,
  log: Pick<Console, 'warn'> = console,
): void {
  const own = element.getAttribute('lang')
  if (own !== null && !speaksLanguage(own)) warnAttribute(tag, 'lang', own, '"fa" or "en"', log)
}
