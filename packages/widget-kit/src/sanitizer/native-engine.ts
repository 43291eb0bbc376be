import { contentAttributes, contentElements, formAttributes, formElements } from './allow-list.ts'
import type { SanitizerEngine } from './engine.ts'

// The HTML Sanitizer API is newer than TypeScript's DOM library.
interface SanitizerConfig {
  readonly elements: readonly string[]
  readonly attributes: readonly string[]
  readonly comments: boolean
  readonly dataAttributes: boolean
}
type NativeSanitizer = object
interface SanitizingWindow {
  readonly Sanitizer?: new (config: SanitizerConfig) => NativeSanitizer
  readonly Document: {
    parseHTML?: (html: string, options: { sanitizer: NativeSanitizer }) => Document
  }
  readonly Element: { readonly prototype: object }
}

/** Whether the browser sanitizes natively (Chromium 146+, Firefox 148+). */
export function hasNativeSanitizer(view: object): boolean {
  const candidate = view as Partial<SanitizingWindow>
  return (
    typeof candidate.Sanitizer === 'function' &&
    typeof candidate.Document?.parseHTML === 'function' &&
    candidate.Element !== undefined &&
    'setHTML' in candidate.Element.prototype
  )
}

// `parseHTML` builds a whole document, as DOMPurify's parser does, so both
// engines see the same tree: the document's own elements must be allowed.
const documentElements = ['html', 'head', 'body']

/**
 * The browser's sanitizer with the allow-list. Its safe methods also drop
 * every handler attribute, scripts, frames and `javascript:` links whatever
 * the configuration says. The two Sanitizer objects are built once: a
 * dictionary would be re-read at every call, and would drop `data-*`.
 */
export function createNativeEngine(view: object): SanitizerEngine {
  const api = view as SanitizingWindow
  const { Sanitizer } = api
  const parseHTML = api.Document.parseHTML
  if (!Sanitizer || !parseHTML) throw new Error('this browser has no HTML Sanitizer API')
  const build = (elements: readonly string[], attributes: readonly string[]) =>
    new Sanitizer({
      elements: [...documentElements, ...elements],
      attributes,
      comments: false,
      dataAttributes: true,
    })
  const content = build(contentElements, contentAttributes)
  const forms = build(
    [...contentElements, ...formElements],
    [...contentAttributes, ...formAttributes],
  )
  return {
    name: 'native',
    parse(html, keepForms) {
      const document = parseHTML.call(api.Document, html, {
        sanitizer: keepForms ? forms : content,
      })
      const fragment = document.createDocumentFragment()
      // Markup that opens with a frameset leaves no body: nothing is kept.
      fragment.append(...(document.body?.childNodes ?? []))
      return fragment
    },
  }
}
