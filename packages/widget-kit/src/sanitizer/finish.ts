import { isAllowedUrl, nameRefusedUrl } from '../allowed-url.ts'
import {
  type InlineHandlerReader,
  neutralizedMarker,
  neutralizedPrefix,
} from '../neutralize-handlers.ts'
import { urlAttributes } from './allow-list.ts'

/** What the boundary's last pass needs from its caller. */
export interface FinishOptions {
  readonly linksInNewWindow?: boolean
  /**
   * Reads each inline handler into the attributes that stand for it (see
   * `InlineHandlerReader`): in the markup before it is parsed where the
   * handler's text can be decoded there, else here, from the parsed attribute.
   */
  readonly onInlineHandler?: InlineHandlerReader
  /** Where the markup came from, for the console's note of a refused address (`<listing-tabs> items_markup`). */
  readonly source?: string
}

// Every name a document or form has as a built-in is an identifier: an id
// such as `comment-item-5` is never one, and is not looked up.
const identifier = /^[a-z_$][\w$]*$/i

/** Hands each handler left renamed to the reader, then removes every renamed attribute and the marker. */
function readInlineAttributes(root: DocumentFragment, options: FinishOptions): void {
  const reader = options.onInlineHandler
  for (const element of root.querySelectorAll(`[${neutralizedMarker}]`)) {
    element.removeAttribute(neutralizedMarker)
    for (const name of element.getAttributeNames()) {
      if (!name.startsWith(neutralizedPrefix)) continue
      const text = element.getAttribute(name) ?? ''
      element.removeAttribute(name)
      const original = name.slice(neutralizedPrefix.length)
      if (!reader || !original.startsWith('on')) continue
      const found = reader(element.localName, original, text)
      // Set at once: no reader's attribute is a renamed one still to read.
      if (found) for (const [key, value] of Object.entries(found)) element.setAttribute(key, value)
    }
  }
}

/** Drops every address that is not a web, mail or relative one. */
function checkUrls(root: DocumentFragment, source = 'server markup'): void {
  // One selector per attribute: the selector engine picks the elements, and
  // each one is asked for the one attribute it has. Where it came from is
  // only written out for an address refused (a long thread has tens of
  // thousands of `href="#"`).
  for (const name of urlAttributes) {
    for (const element of root.querySelectorAll(`[${name}]`)) {
      const value = element.getAttribute(name) ?? ''
      if (isAllowedUrl(value)) continue
      nameRefusedUrl(value, `${source} <${element.localName} ${name}>`)
      element.removeAttribute(name)
    }
  }
}

/**
 * A link left with no address (refused here or by the browser's sanitizer),
 * no anchor name and nothing a reader made of it becomes its text: it would
 * look like a link and do nothing.
 */
function unwrapDeadLinks(root: DocumentFragment): void {
  for (const link of root.querySelectorAll('a:not([href],[id],[name])')) {
    if (!link.getAttributeNames().some((name) => name.startsWith('data-'))) {
      link.replaceWith(...link.childNodes)
    }
  }
}

/** Adds link types to a link's `rel`, keeping the words it has. */
export function addLinkTypes(link: Element, ...types: string[]): void {
  const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean))
  for (const type of types) rel.add(type)
  link.setAttribute('rel', [...rel].join(' '))
}

/**
 * Only links open windows, and a link that does never hands the new page a
 * handle on this one (`rel` keeps the server's own words, such as nofollow).
 */
function settleTargets(root: DocumentFragment, newWindow: boolean): void {
  for (const element of root.querySelectorAll(newWindow ? 'a, [target]' : '[target]')) {
    if (element.localName !== 'a' || (!newWindow && element.getAttribute('target') !== '_blank')) {
      element.removeAttribute('target')
      continue
    }
    element.setAttribute('target', '_blank')
    addLinkTypes(element, 'noopener', 'noreferrer')
  }
}

/**
 * Drops an `id` or `name` that would shadow a property of the document or of
 * a form (`<img name="cookie">` makes `document.cookie` that image), as
 * DOMPurify does on its side: neither engine lets markup clobber the DOM.
 * Without `forms`, only the document's: a form still in use keeps its fields.
 */
export function dropShadowingNames(root: DocumentFragment | Element, forms = true): void {
  const document = root.ownerDocument
  let form: HTMLFormElement | undefined
  for (const name of ['id', 'name']) {
    // A name with a hyphen (`comment-item-5`) is no identifier: left out at once.
    for (const element of root.querySelectorAll(`[${name}]:not([${name}*="-"])`)) {
      const value = element.getAttribute(name) ?? ''
      if (!identifier.test(value)) continue
      if (forms) form ??= document.createElement('form')
      if (value in document || (form && value in form)) element.removeAttribute(name)
    }
  }
}

/**
 * The rules both engines share, run on their output: inline handlers become
 * what the caller's reader makes of them (typed actions) and then vanish,
 * names that would clobber the DOM go, addresses are checked, and link
 * targets settled.
 */
export function finishSanitizing(root: DocumentFragment, options: FinishOptions): void {
  readInlineAttributes(root, options)
  dropShadowingNames(root)
  checkUrls(root, options.source)
  unwrapDeadLinks(root)
  settleTargets(root, options.linksInNewWindow === true)
}
