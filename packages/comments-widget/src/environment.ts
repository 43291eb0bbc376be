import { browserDialogs, browserTimers, type Dialogs, type Timers } from '@jc/widget-kit'

/** The browser effects the thread needs, behind one seam that tests replace. */
export interface CommentsEnvironment {
  readonly timers: Timers
  readonly dialogs: Dialogs
  readonly log: Pick<Console, 'warn'>
  /** Brings the element with this id into view, after the render that created it. */
  scrollTo(id: string): void
  /** The server's mailto: answer to a masked e-mail. */
  navigate(href: string): void
  /** The moderator's IP lookup, in a new window. */
  openWindow(url: string): void
  /** The page's URL fragment, without `#`. */
  fragment(): string
}

export function browserEnvironment(view: Window = window): CommentsEnvironment {
  const reducedMotion = () => view.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  return {
    timers: browserTimers,
    dialogs: browserDialogs,
    log: console,
    scrollTo: (id) =>
      view.requestAnimationFrame(() =>
        view.document
          .getElementById(id)
          ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' }),
      ),
    navigate: (href) => view.location.assign(href),
    openWindow: (url) => {
      view.open(url, '_blank', 'noopener')
    },
    fragment: () => view.location.hash.replace(/^#/, ''),
  }
}
