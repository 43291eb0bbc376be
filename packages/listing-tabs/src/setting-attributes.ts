import type { SettingAttributes } from './settings.ts'

/**
 * The element's setting attributes as written, read from the element itself:
 * r2wc gives its props nothing for an empty attribute, and `effect=""` must be
 * named as wrong rather than taken for no attribute.
 */
export function settingAttributesOf(element: Element): SettingAttributes {
  const read = (name: string) => element.getAttribute(name) ?? undefined
  return {
    ajaxUrl: read('ajax-url'),
    moduleId: read('module-id'),
    effect: read('effect'),
    delay: read('delay'),
    duration: read('duration'),
  }
}
