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
  readonly Document: { readonly parseHTML?: unknown }
  readonly Element: { readonly prototype: object }
  readonly document: Document
}
interface SanitizingElement {
  setHTML(html: string, options: { sanitizer: NativeSanitizer }): void
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

/**
 * The browser's sanitizer with the allow-list. Its safe methods also drop
 * every handler attribute, scripts, frames and `javascript:` links whatever
 * the configuration says. The two Sanitizer objects are built once: a
 * dictionary would be re-read at every call, and would drop `data-*`.
 *
 * Markup is parsed as the content of a `<div>` of a document of its own,
 * as DOMPurify parses it into a body: nothing in that document loads or
 * runs, and the fragment parser is faster than `Document.parseHTML`, which
 * builds a whole document (some 40 ms of a 4 MB thread in Chromium 156). An
 * element of the page's own document would start loading each image before
 * the last pass has checked its address.
 */
export function createNativeEngine(view: object): SanitizerEngine {
  const api = view as SanitizingWindow
  const { Sanitizer } = api
  if (!Sanitizer) throw new Error('this browser has no HTML Sanitizer API')
  const build = (elements: readonly string[], attributes: readonly string[]) =>
    new Sanitizer({ elements, attributes, comments: false, dataAttributes: true })
  const content = build(contentElements, contentAttributes)
  const forms = build(
    [...contentElements, ...formElements],
    [...contentAttributes, ...formAttributes],
  )
  const inert = api.document.implementation.createHTMLDocument('')
  const holder = inert.createElement('div') as HTMLDivElement & SanitizingElement
  return {
    name: 'native',
    parse(html, keepForms) {
      holder.setHTML(html, { sanitizer: keepForms ? forms : content })
      const fragment = inert.createDocumentFragment()
      fragment.append(...holder.childNodes)
      return fragment
    },
  }
}
