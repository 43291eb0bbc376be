import { type HandlerAction, parseHandler } from '@jc/protocol'
import {
  addLinkTypes,
  copyOf,
  type Language,
  persianDigits,
  type SafeFragment,
  sanitizeToFragment,
} from '@jc/widget-kit'

/** The attribute that carries a control's typed action once its handler is gone. */
export const actionAttribute = 'data-jc-action'

/**
 * Where the documented output filter (`docs/jcomments-output-filter.php`)
 * moves the server's `onclick`: a strict CSP reports no handler it parses,
 * and the action reads the same.
 */
export const filteredHandlerAttribute = 'data-jc-onclick'

// Handlers that only keep a link from navigating, or swap hover classes, have
// nothing to bind: CSS does the hover, and every bound control prevents the default.
const nothingToBind = new Set<HandlerAction['type']>(['none', 'setClassName'])

// What holds the numbers a visitor reads as its own text: a comment's number,
// date and score, and the page numbers (the active one in bold).
const readNumbers =
  '.comment-anchor,.comment-date,span[class^=vote-],.page,.activepage,.activepage b'

// Controls that are neither buttons nor links; a vote, and a moderator's
// toolbar command, is a button the server writes as a link: Space acts too,
// and does not scroll. The selector engine finds them among a long thread's
// tens of thousands of controls.
const notButtonOrLink = `[${actionAttribute}]:not(button, a[href]), a[href][${actionAttribute}^='{"type":"vote"'], .toolbar a[${actionAttribute}]`

// A link with a typed action is one of the server's controls (a thread has
// tens of thousands): leaving those out first spares the selector engine
// looking for a comment body around each.
const userLinks = `:is(.comment-body, .comment-title) a:not([${actionAttribute}]), a.author-homepage`

export interface MarkupOptions {
  readonly linksInNewWindow: boolean
  /**
   * The outline level of the block's headings: the server writes `h4`
   * whatever the page around it, so screen readers get this level instead.
   */
  readonly headingLevel: number
  /** The page's language: a Persian page shows the numbers a visitor reads in Persian digits. */
  readonly language: Language
  /** Reports a handler that is not one of the server's: it is dropped, never run. */
  readonly warn: (message: string) => void
}

/**
 * Server HTML through the one boundary: each `onclick` the widget knows
 * becomes a typed action in `data-jc-action`, everything else is dropped,
 * then the markup is sanitized. Controls that are not links, and the vote
 * and toolbar links, get the button role and a tab stop, so every action works from the
 * keyboard as what it is. Images without a text get an empty one (a screen
 * reader would read their address). On a Persian page the numbers a visitor
 * reads are shown in Persian digits; the actions, built from the handlers'
 * text, keep the server's.
 */
export function prepareMarkup(html: string, options: MarkupOptions): SafeFragment {
  const actionFor = (text: string): string | undefined => {
    const action = parseHandler(text)
    if (!action) {
      options.warn(`<jc-comments>: ignored an inline handler it does not know: ${text}`)
      return undefined
    }
    return nothingToBind.has(action.type) ? undefined : JSON.stringify(action)
  }
  const safe = sanitizeToFragment(html, {
    linksInNewWindow: options.linksInNewWindow,
    source: '<jc-comments>',
    onInlineHandler: (_tag, name, text) => {
      if (name !== 'onclick') return undefined
      const action = actionFor(text)
      return action === undefined ? undefined : { [actionAttribute]: action }
    },
  })
  // Only a filtered block has them: a long thread's other markup skips the walk.
  const filtered = html.includes(filteredHandlerAttribute)
  for (const control of filtered
    ? safe.fragment.querySelectorAll(`[${filteredHandlerAttribute}]`)
    : []) {
    const text = control.getAttribute(filteredHandlerAttribute) ?? ''
    control.removeAttribute(filteredHandlerAttribute)
    const action = control.hasAttribute(actionAttribute) ? undefined : actionFor(text)
    if (action !== undefined) control.setAttribute(actionAttribute, action)
  }
  // A commenter's copy of the widget's ids (#addcomments, #comment-item-5) never takes over its own.
  for (const copy of safe.fragment.querySelectorAll('.comment-body [id], .comment-body [name]')) {
    copy.removeAttribute('id')
    copy.removeAttribute('name')
  }
  // Commenters' links are user content, as search engines ask them to be marked.
  for (const link of safe.fragment.querySelectorAll(userLinks)) {
    addLinkTypes(link, 'ugc', 'nofollow')
  }
  for (const heading of safe.fragment.querySelectorAll('h4')) {
    heading.setAttribute('aria-level', String(options.headingLevel))
  }
  for (const control of safe.fragment.querySelectorAll(notButtonOrLink)) {
    control.setAttribute('role', 'button')
    control.setAttribute('tabindex', '0')
  }
  // The server's vote and toolbar links have only a title: a template that
  // draws a glyph in ::before (▲, ✎) would name them by the glyph.
  for (const control of safe.fragment.querySelectorAll(`[${actionAttribute}][title]:empty`)) {
    control.setAttribute('aria-label', control.getAttribute('title') ?? '')
  }
  for (const image of safe.fragment.querySelectorAll('img:not([alt])'))
    image.setAttribute('alt', '')
  // The stylesheet draws the separators of the reply, quote and report links,
  // only between links on one line: the server's would start or end a line.
  // A space stays, for a page without the stylesheet.
  for (const buttons of safe.fragment.querySelectorAll('.comments-buttons')) {
    for (const node of buttons.childNodes) {
      if (node.nodeType === 3 && /^[\s|]*$/.test(node.nodeValue ?? '')) node.nodeValue = ' '
    }
  }
  if (options.language === 'fa') {
    for (const element of safe.fragment.querySelectorAll(readNumbers)) {
      for (const node of element.childNodes) {
        if (node.nodeType === 3) node.nodeValue = persianDigits(node.nodeValue ?? '')
      }
    }
  }
  return safe
}

/** The typed action of a control, or null when it has none or its attribute was tampered with. */
export function actionOf(control: Element): HandlerAction | null {
  const text = control.getAttribute(actionAttribute)
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && 'type' in value
      ? (value as HandlerAction)
      : null
  } catch {
    return null
  }
}

/** Whether any control in the nodes carries an action (a strict-CSP page's markup has none); read before they are shown. */
export function hasActions(safe: SafeFragment): boolean {
  return safe.fragment.querySelector(`[${actionAttribute}]`) !== null
}

/** A patched copy with `edit` applied to the element `#id`, or the same nodes when it is absent. */
export function editElement(
  safe: SafeFragment,
  id: string,
  edit: (element: Element) => void,
): SafeFragment {
  const copy = copyOf(safe)
  const target = copy.getElementById(id)
  if (!target) return safe
  edit(target)
  return { fragment: copy }
}

/** The nodes' text, for an alert that cannot show HTML. */
export function textOf(safe: SafeFragment): string {
  return (copyOf(safe).textContent ?? '').replace(/\s+/g, ' ').trim()
}
