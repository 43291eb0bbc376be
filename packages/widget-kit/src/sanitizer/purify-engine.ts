import DOMPurify, { type Config } from 'dompurify'
import { contentAttributes, contentElements, formAttributes, formElements } from './allow-list.ts'
import type { SanitizerEngine } from './engine.ts'

const framesetTag = /<frameset/i

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
      // DOMPurify parses a whole document, where a leading `<frameset>` takes
      // the body's place and what follows it is lost. After an image it is
      // ignored, as in the inside of an element, where the native engine
      // reads markup; the image is taken out again. Only then: a `<base>` in
      // the body rather than the head is reported against the CSP's base-uri.
      const stop = framesetTag.test(html)
      const fragment = purifier.sanitize(stop ? `<img>${html}` : html, {
        ...(keepForms ? forms : content),
        RETURN_DOM_FRAGMENT: true,
      })
      if (stop) fragment.firstChild?.remove()
      return fragment
    },
  }
}
