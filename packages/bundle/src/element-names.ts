import { pageWindow } from '@jc/widget-kit'

/** The bundle's elements, as a template writes them. */
export const elementNames: readonly string[] = [
  'jc-comments',
  'listing-tabs',
  'site-lightbox',
  'content-slider',
]

/**
 * The names of the page's custom elements that no registry defines, the
 * bundle's own left out (each is defined once its widget loads, which may
 * wait until it comes near the viewport).
 */
export function undefinedElementNames(document: Document): string[] {
  const names = new Set<string>()
  const registry = pageWindow(document)?.customElements
  for (const element of document.querySelectorAll(':not(:defined)')) {
    const name = element.localName
    // Asked of the registry too: a DOM shim's `:defined` may match any element.
    if (name.includes('-') && !elementNames.includes(name) && !registry?.get(name)) names.add(name)
  }
  return [...names]
}
