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
   * The widget's own words as an error, which the page hears of too. With
   * `doubtful`, the key of a call whose outcome is not known, it offers the
   * refresh and stays until that call is answered or the thread reloaded.
   */
  showError(text: string, target: string, doubtful: string | null): void
  /** The widget's own words as information, for its time (a vote counted). */
  showInfo(text: string, target: string): void
  /** A call got its answer: the message that left its outcome in doubt goes. */
  answered(request: string): void
}

export function createMessages(options: MessagesOptions): Messages {
  const { store, environment } = options
  const { dispatch } = store.getState()
  let doubt: { readonly request: string; readonly message: number } | null = null

  function showNodes(
    kind: 'error' | 'info',
    nodes: SafeFragment,
    rawTarget: string,
    refresh: boolean,
  ): number | null {
    const target = rawTarget === '' ? formTarget : rawTarget
    const text = textOf(nodes)
    if (!targetExists(store.getState(), target, options.formLoaded())) {
      environment.dialogs.alert(text)
      return null
    }
    dispatch({ type: 'messageShown', kind, nodes, text, target, refresh })
    const key = store.getState().message?.key ?? 0
    if (refresh) return key
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
      showNodes(kind, prepareMarkup(html, options.markup), target, false)
    },
    showError(text, target, doubtful) {
      const key = showNodes('error', ownWords(text), target, doubtful !== null)
      doubt = doubtful !== null && key !== null ? { request: doubtful, message: key } : null
      options.reportError({ message: text, target, field: '' })
    },
    showInfo(text, target) {
      showNodes('info', ownWords(text), target, false)
    },
    answered(request) {
      if (doubt?.request !== request) return
      dispatch({ type: 'messageHidden', key: doubt.message })
      doubt = null
    },
  }
}
