import {
  type InlineHandlerReader,
  neutralizedMarker,
  neutralizedPrefix,
} from '../neutralize-handlers.ts'
import { isAllowedUrl, urlAttributes } from './allow-list.ts'

/** What the boundary's last pass needs from its caller. */
export interface FinishOptions {
  readonly linksInNewWindow?: boolean
  /**
   * Reads each inline handler into the attributes that stand for it (see
   * `InlineHandlerReader`): in the markup before it is parsed where the
   * handler's text can be decoded there, else here, from the parsed attribute.
   */
  readonly onInlineHandler?: InlineHandlerReader
}

const urlSelector = urlAttributes.map((name) => `[${name}]`).join(',')

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
function checkUrls(root: DocumentFragment): void {
  for (const element of root.querySelectorAll(urlSelector)) {
    for (const name of urlAttributes) {
      const value = element.getAttribute(name)
      if (value !== null && !isAllowedUrl(value)) element.removeAttribute(name)
    }
  }
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
    const rel = new Set((element.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean))
    rel.add('noopener').add('noreferrer')
    element.setAttribute('rel', [...rel].join(' '))
  }
}

/**
 * The rules both engines share, run on their output: inline handlers become
 * what the caller's reader makes of them (typed actions) and then vanish,
 * addresses are checked, and link targets settled.
 */
export function finishSanitizing(root: DocumentFragment, options: FinishOptions): void {
  readInlineAttributes(root, options)
  checkUrls(root)
  settleTargets(root, options.linksInNewWindow === true)
}
