import DOMPurify, { type Config } from 'dompurify'
import { contentAttributes, contentElements, formAttributes, formElements } from './allow-list.ts'
import type { SanitizerEngine } from './engine.ts'

/**
 * DOMPurify with the allow-list, for browsers without the HTML Sanitizer API.
 * This module is imported only there, so the others never download it.
 * Addresses are left to the boundary's last pass (every attribute is "URI
 * safe" here), so both engines keep and drop exactly the same ones; an
 * element that is not allowed goes with its content, as it does natively.
 */
export function createPurifyEngine(view: Window & typeof globalThis): SanitizerEngine {
  // An instance of our own, so a site's copy of DOMPurify and ours never share hooks or settings.
  const purifier = DOMPurify(view)
  const config = (elements: readonly string[], attributes: readonly string[]): Config => ({
    ALLOWED_TAGS: ['#text', 'body', ...elements],
    ALLOWED_ATTR: [...attributes],
    ADD_URI_SAFE_ATTR: [...attributes],
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: true,
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
  })
  const content = config(contentElements, contentAttributes)
  const forms = config(
    [...contentElements, ...formElements],
    [...contentAttributes, ...formAttributes],
  )
  return {
    name: 'dompurify',
    parse(html, keepForms) {
      // Markup that opens with a frameset leaves no body: nothing is kept.
      return (
        purifier.sanitize(html, { ...(keepForms ? forms : content), RETURN_DOM_FRAGMENT: true }) ??
        view.document.createDocumentFragment()
      )
    },
  }
}
