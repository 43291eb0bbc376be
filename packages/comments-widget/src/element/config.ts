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
  // A whole number from 1 to `max`, else null, and named in the console where it is given (or `required`).
  const whole = (name: string, expected: string, max = Infinity, required = false) => {
    const text = element.getAttribute(name)
    const value = Number(text)
    if (text && Number.isInteger(value) && value > 0 && value <= max) return value
    if (required || text !== null) warn(name, text, expected)
    return null
  }
  const objectId = whole(
    'object-id',
    'the id of the commented item, a positive whole number',
    Infinity,
    true,
  )
  let usable = objectId !== null
  const objectGroup = element.getAttribute('object-group')
  if (!objectGroup || !/^[\w-]+$/.test(objectGroup)) {
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
  const maxLength = whole('max-length', 'a positive whole number of characters')
  const headingLevel = whole('heading-level', 'a heading level from 1 to 6', 6) ?? 2
  if (objectId === null || !usable) return null
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
