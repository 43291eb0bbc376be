import {
  browserDialogs,
  browserTimers,
  type Dialogs,
  firstTouch,
  type Timers,
} from '@jc/widget-kit'
import { focusedElement } from './focused-element.ts'
import { type CookieJar, documentCookies } from './form/cookie-jar.ts'
import { type DraftStore, storageDrafts } from './form/drafts.ts'
import { lazySettler, plainSettler } from './lazy-settler.ts'
import { pressEnded } from './press-ended.ts'
import { renderAhead } from './render-ahead.ts'

/** The browser effects the thread needs, behind one seam that tests replace. */
export interface CommentsEnvironment {
  readonly timers: Timers
  readonly dialogs: Dialogs
  readonly log: Pick<Console, 'warn'>
  /**
   * Brings the element with this id into view, after the render that created
   * it, and keeps it there while the comments around it, skipped off screen
   * until then, render (`settle-in-view.ts`).
   */
  scrollTo(id: string): void
  /**
   * Where the focus is (null: on the page's body). Read as the visitor asks
   * for something, it goes with the focus move that follows the answer
   * (`askedFrom`): a visitor who has moved the focus elsewhere while the call
   * was out keeps it where they put it.
   */
  focused(): Element | null
  /**
   * Moves focus to the element with this id (or to the control inside it
   * whose action, `data-jc-action`, is `control`), after the render that
   * created it, and keeps it in view; not where the visitor has moved the
   * focus on since they asked (`focused`), by default since this call.
   */
  focus(id: string, control?: string, askedFrom?: Element | null): void
  /** Moves focus to the element with this id, and brings its block start to the viewport's, as `scrollTo` does. */
  focusAtStart(id: string, askedFrom?: Element | null): void
  /** The server's mailto: answer to a masked e-mail. */
  navigate(href: string): void
  /** The moderator's IP lookup, in a new window. */
  openWindow(url: string): void
  /** The page's URL fragment, without `#`. */
  fragment(): string
  /**
   * Settles at the visitor's first touch of the element: a mouse or pen over
   * or down, a key, focus, a click (a finger only by its tap). It stops
   * listening, unsettled, once `signal` aborts.
   */
  firstTouch(element: Element, signal: AbortSignal): Promise<void>
  /** Settles once no pointer is held down on the element (`press-ended.ts`). */
  pressEnded(element: Element): Promise<void>
  /**
   * Renders the comments in `root` that a jump lands near before the frame
   * that shows them (`render-ahead.ts`), until `signal` aborts.
   */
  renderAhead(root: Element, signal: AbortSignal): void
  /** The commenter's name, e-mail and homepage, remembered between visits. */
  readonly cookies: CookieJar
  /** Unsent comments, kept across a reload of the tab. */
  readonly drafts: DraftStore
  /** A number in [0, 1): the captcha's cache-buster. */
  random(): number
}

function sessionStorageOf(view: Window): Storage | null {
  try {
    return view.sessionStorage
  } catch {
    // A sandboxed frame or a browser with storage off.
    return null
  }
}

export function browserEnvironment(view: Window = window): CommentsEnvironment {
  const focused = () => focusedElement(view.document)
  const settler = lazySettler(
    () =>
      import('./settle-in-view.ts').then(({ createSettler, browserSettlePage }) =>
        createSettler(browserSettlePage(view)),
      ),
    plainSettler(view.document),
    (message) => console.warn(message),
    focused,
  )
  return {
    timers: browserTimers,
    dialogs: browserDialogs,
    log: console,
    scrollTo: settler.scrollTo,
    focused,
    focus: settler.focus,
    focusAtStart: settler.focusAtStart,
    navigate: (href) => view.location.assign(href),
    openWindow: (url) => {
      view.open(url, '_blank', 'noopener')
    },
    fragment: () => view.location.hash.replace(/^#/, ''),
    firstTouch: (element, signal) => firstTouch(view, element, signal),
    pressEnded: (element) => pressEnded(view, element),
    renderAhead: (root, signal) => renderAhead(view, root, signal),
    cookies: documentCookies(view.document),
    drafts: storageDrafts(sessionStorageOf(view)),
    random: Math.random,
  }
}
