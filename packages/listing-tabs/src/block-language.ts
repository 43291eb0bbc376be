import { type LanguageContext, languageOf, warnAttribute } from '@jc/widget-kit'

/**
 * The language of the block's own strings: its `lang` when that is Persian or
 * English, else the nearest ancestor's. A `lang` it has no strings for is
 * named in the console, as `<jc-comments>` names it.
 */
export function blockLanguage(element: Element, log: Pick<Console, 'warn'>): LanguageContext {
  const own = element.getAttribute('lang')
  if (own === null || /^(fa|en)\b/i.test(own)) return languageOf(element)
  warnAttribute('listing-tabs', 'lang', own, '"fa" or "en"', log)
  return languageOf(element, element.parentElement?.closest('[lang]')?.getAttribute('lang'))
}
