import { warnAttribute } from '@jc/widget-kit'

/** The languages the widgets speak; a region (`fa-IR`) may follow. */
const spokenLanguage = /^(fa|en)\b/i

/**
 * Names a `lang` the element's strings do not exist in (it speaks English
 * then), in the words `<jc-comments>` uses. Without one it follows the page.
 */
export function warnLanguage(
  tag: string,
  element: Element,
  log: Pick<Console, 'warn'> = console,
): void {
  const lang = element.getAttribute('lang')
  if (lang !== null && !spokenLanguage.test(lang)) {
    warnAttribute(tag, 'lang', lang, '"fa" or "en"', log)
  }
}
