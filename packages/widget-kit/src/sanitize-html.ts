import DOMPurify, { type Config } from 'dompurify'
import { neutralizedPrefix, neutralizeInlineHandlers } from './neutralize-handlers.ts'

/**
 * Server HTML after the one sanitizing boundary, in the shape React's
 * `dangerouslySetInnerHTML` takes. Under Trusted Types enforcement the value
 * is a `TrustedHTML` minted by DOMPurify's own `dompurify` policy, so a site
 * with `require-trusted-types-for 'script'` only has to allow that policy.
 */
export interface SafeHtml {
  readonly __html: TrustedHTML | string
}

export interface SanitizeOptions {
  /** Links open in a new window (`target=_blank`, always with `rel=noopener`). */
  readonly linksInNewWindow?: boolean
  /**
   * Keeps forms and their controls (never their actions or handlers), for a
   * widget that reads a server form's fields and labels to render its own.
   */
  readonly keepForms?: boolean
  /**
   * Sees every inline handler (`onclick="…"`) just before it is removed, and
   * may return data attributes to put on its element instead: how a widget
   * turns the handlers it understands into typed actions without running them.
   */
  readonly onInlineHandler?: (
    element: Element,
    name: string,
    text: string,
  ) => Readonly<Record<`data-${string}`, string>> | undefined
}

/** Sanitized markup as DOM nodes, for a widget that reads or patches it before showing it. */
export interface SafeFragment {
  readonly fragment: DocumentFragment
}

// Only web and mail links, and relative ones: `javascript:`, `data:`,
// `vbscript:` and every other scheme are dropped from href and src.
const allowedUrl = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

// Style attributes are dropped as well: a strict style-src refuses them, and a
// refused attribute is a reported CSP violation on the site.
const formTags = ['form', 'input', 'button', 'textarea', 'select']
const baseConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', ...formTags],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: allowedUrl,
  RETURN_TRUSTED_TYPE: true,
}

interface Purifier {
  sanitize(dirty: string, config: Config & { RETURN_DOM_FRAGMENT: true }): DocumentFragment
  sanitize(dirty: string, config: Config): TrustedHTML | string
}

let purifier: Purifier | undefined

/** One DOMPurify instance of our own, so its hooks never touch a site's copy. */
function ourPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  // Runs for every attribute of the markup: DOMPurify hands the name over
  // already lower-cased, so the common case is one prefix test.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName
    if (!name.startsWith(neutralizedPrefix)) return
    data.keepAttr = false
    const original = name.slice(neutralizedPrefix.length)
    if (!original.startsWith('on')) return
    const replacement = handlerReader?.(node, original, data.attrValue)
    if (!replacement) return
    const earlier = pendingAttributes.get(node)
    pendingAttributes.set(node, earlier ? { ...earlier, ...replacement } : replacement)
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    const pending = pendingAttributes.get(node)
    if (pending) {
      for (const [name, value] of Object.entries(pending)) node.setAttribute(name, value)
      pendingAttributes.delete(node)
    }
    if (node.tagName !== 'A') return
    if (node.getAttribute('target') === '_blank' || newWindowLinks) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      node.removeAttribute('target')
    }
  })
  purifier = instance as Purifier
  return purifier
}

// Read by the hooks during one synchronous sanitize call.
let newWindowLinks = false
let handlerReader: SanitizeOptions['onInlineHandler']
const pendingAttributes = new WeakMap<Element, Readonly<Record<string, string>>>()

function withOptions<T>(options: SanitizeOptions, run: () => T): T {
  newWindowLinks = options.linksInNewWindow === true
  handlerReader = options.onInlineHandler
  try {
    return run()
  } finally {
    newWindowLinks = false
    handlerReader = undefined
  }
}

/**
 * Turns untrusted HTML into inert HTML: no scripts, no event handler
 * attributes, no frames, no forms, no styles, no URL that runs code. Inline
 * handlers a widget understands must be read (and turned into typed actions)
 * before the markup reaches this function; afterwards they are gone.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeHtml {
  return withOptions(options, () => ({
    __html: ourPurifier().sanitize(neutralizeInlineHandlers(html), baseConfig),
  }))
}

/**
 * The same boundary, giving DOM nodes (owned by the page's document) instead
 * of markup: for a widget that reads the structure of server HTML, or patches
 * part of it, before it shows it with `<SanitizedNodes>`.
 */
export function sanitizeToFragment(html: string, options: SanitizeOptions = {}): SafeFragment {
  return withOptions(options, () => ({
    fragment: ourPurifier().sanitize(neutralizeInlineHandlers(html), {
      ...baseConfig,
      ...(options.keepForms ? { FORBID_TAGS: ['style', 'iframe', 'frame'] } : {}),
      RETURN_TRUSTED_TYPE: false,
      RETURN_DOM_FRAGMENT: true,
    }),
  }))
}

/** The empty markup, for a region the server cleared. */
export const emptyHtml: SafeHtml = { __html: '' }
