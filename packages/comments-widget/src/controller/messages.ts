import type { SafeFragment } from '@jc/widget-kit'
import type { CommentsEnvironment } from '../environment.ts'
import type { ErrorDetail } from '../events.ts'
import { type MarkupOptions, prepareMarkup, textOf } from '../model/markup.ts'
import type { CommentsStore } from '../model/store.ts'
import { messageFadeMs, messageVisibleMs } from './message-timing.ts'
import { formTarget, targetExists } from './targets.ts'

export interface MessagesOptions {
  readonly store: CommentsStore
  readonly environment: CommentsEnvironment
  readonly markup: MarkupOptions
  readonly formLoaded: () => boolean
  /** Makes text nodes for the widget's own words. */
  readonly document: Document
  readonly reportError: (detail: ErrorDetail) => void
}

/** The messages of one element: one at a time, at the top of what it concerns. */
export interface Messages {
  /** Server HTML, for its time, or in a dialog when its target is not on the page. */
  show(kind: 'error' | 'info', html: string, target: string): void
  /**
   * The widget's own words about a call that failed, as an error the page
   * hears of too. It stays, with a control that dismisses it, until the
   * visitor does so, the same call is answered or another message comes;
   * with `refresh`, what the call did is not known, and it offers to reload
   * the thread.
   */
  showError(text: string, target: string, request: string, refresh: boolean): void
  /** The widget's own words as information, for its time (a vote counted). */
  showInfo(text: string, target: string): void
  /** The visitor dismissed the message. */
  dismiss(): void
  /** A call got its answer: the message about its earlier failure goes. */
  answered(request: string): void
}

export function createMessages(options: MessagesOptions): Messages {
  const { store, environment } = options
  const { dispatch } = store.getState()
  let failure: { readonly request: string; readonly message: number } | null = null

  function showNodes(
    kind: 'error' | 'info',
    nodes: SafeFragment,
    rawTarget: string,
    refresh: boolean,
    stays: boolean,
  ): number | null {
    const target = rawTarget === '' ? formTarget : rawTarget
    const text = textOf(nodes)
    if (!targetExists(store.getState(), target, options.formLoaded())) {
      environment.dialogs.alert(text)
      return null
    }
    dispatch({ type: 'messageShown', kind, nodes, text, target, refresh, stays })
    const key = store.getState().message?.key ?? 0
    if (stays) return key
    environment.timers.setTimeout(() => {
      dispatch({ type: 'messageFading', key })
      environment.timers.setTimeout(() => dispatch({ type: 'messageHidden', key }), messageFadeMs)
    }, messageVisibleMs)
    return key
  }

  function ownWords(text: string): SafeFragment {
    const fragment = options.document.createDocumentFragment()
    fragment.append(text)
    return { fragment }
  }

  return {
    show(kind, html, target) {
      showNodes(kind, prepareMarkup(html, options.markup), target, false, false)
    },
    showError(text, target, request, refresh) {
      const key = showNodes('error', ownWords(text), target, refresh, true)
      failure = key === null ? null : { request, message: key }
      options.reportError({ message: text, target, field: '' })
    },
    showInfo(text, target) {
      showNodes('info', ownWords(text), target, false, false)
    },
    dismiss() {
      const key = store.getState().message?.key
      if (key !== undefined) dispatch({ type: 'messageHidden', key })
    },
    answered(request) {
      if (failure?.request !== request) return
      dispatch({ type: 'messageHidden', key: failure.message })
      failure = null
    },
  }
}
