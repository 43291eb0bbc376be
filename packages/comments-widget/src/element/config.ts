import { resolveEndpoint } from '@jc/protocol'
import { warnAttribute, warnLanguage } from '@jc/widget-kit'

/** What a `<jc-comments>` element's attributes say, checked. */
export interface CommentsConfig {
  readonly objectId: number
  readonly objectGroup: string
  readonly requestUri: string
  readonly autoShowList: boolean
  /** `#comment-<id>` in the URL brings that comment (on by default, as on a stock page). */
  readonly autoShowComment: boolean
  /** `#addcomments` in the URL brings the form (on by default, as on a stock page). */
  readonly autoShowForm: boolean
  /** The counter of a form the server sent no init script for; null: no counter. */
  readonly maxLength: number | null
  readonly linksInNewWindow: boolean
  /** The outline level of the block's headings (2 unless given). */
  readonly headingLevel: number
}

export const tag = 'jc-comments'

type Warn = (attribute: string, value: string | null, expected: string) => void

/** Whether the element's calls can go to `uri`: an http(s) address on the page's host. */
function reachable(uri: string, element: Element): boolean {
  try {
    resolveEndpoint(uri, element.ownerDocument.location.href)
    return true
  } catch {
    return false
  }
}

function flag(element: Element, name: string, fallback: boolean, warn: Warn): boolean {
  const value = element.getAttribute(name)
  if (value === null) return fallback
  if (value === name || /^(|true|1|on|yes)$/i.test(value)) return true
  if (/^(false|0|off|no)$/i.test(value)) return false
  warn(name, value, 'present to turn it on, or "false" to turn it off')
  return fallback
}

/**
 * Reads and checks the attributes. A wrong or missing one is named in the
 * console with what it should hold; without a usable object or request URI
 * the element leaves the server's markup as it is (config null).
 */
export function readConfig(
  element: Element,
  log: Pick<Console, 'warn'> = console,
): CommentsConfig | null {
  const warn: Warn = (attribute, value, expected) =>
    warnAttribute(tag, attribute, value, expected, log)
  let usable = true
  const objectIdText = element.getAttribute('object-id')
  const objectId = Number(objectIdText)
  if (!objectIdText || !Number.isInteger(objectId) || objectId <= 0) {
    warn('object-id', objectIdText, 'the id of the commented item, a positive whole number')
    usable = false
  }
  const objectGroup = element.getAttribute('object-group')
  if (!objectGroup || !/^[0-9A-Za-z_-]+$/.test(objectGroup)) {
    warn('object-group', objectGroup, 'the component of the item, e.g. "com_content"')
    usable = false
  }
  const requestUri = element.getAttribute('request-uri')
  // A wrong one would fail as the widget starts, with the printed thread already taken away.
  if (!requestUri || !reachable(requestUri, element)) {
    warn(
      'request-uri',
      requestUri,
      'the JComments AJAX URL, e.g. "/component/jcomments/?tmpl=component"',
    )
    usable = false
  }
  warnLanguage(tag, element, log)
  const maxLengthText = element.getAttribute('max-length')
  let maxLength: number | null = null
  if (maxLengthText !== null) {
    const parsed = Number(maxLengthText)
    if (Number.isInteger(parsed) && parsed > 0) maxLength = parsed
    else warn('max-length', maxLengthText, 'a positive whole number of characters')
  }
  const levelText = element.getAttribute('heading-level')
  let headingLevel = 2
  if (levelText !== null) {
    const parsed = Number(levelText)
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= 6) headingLevel = parsed
    else warn('heading-level', levelText, 'a heading level from 1 to 6')
  }
  if (!usable) return null
  return {
    objectId,
    objectGroup: objectGroup ?? '',
    requestUri: requestUri ?? '',
    autoShowList: flag(element, 'auto-show-list', false, warn),
    autoShowComment: flag(element, 'auto-show-comment', true, warn),
    autoShowForm: flag(element, 'auto-show-form', true, warn),
    maxLength,
    linksInNewWindow: flag(element, 'links-new-window', false, warn),
    headingLevel,
  }
}
