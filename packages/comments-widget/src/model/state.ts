import type { SafeFragment } from '@jc/widget-kit'
import type { ReportForm } from './report-form.ts'
import type { CommentEntry, Thread } from './thread.ts'

/** A message box at the top of the element it concerns (protocol §5.8). */
export interface Message {
  /** Grows with every message, so a new one restarts the timers even with the same text. */
  readonly key: number
  readonly kind: 'error' | 'info'
  readonly nodes: SafeFragment
  readonly text: string
  /** The element id it belongs to: `comments-form`, `comment-item-<id>`, `comments-report-form`, `jc`. */
  readonly target: string
  /**
   * It offers to reload the thread, as the server has it now, because what a
   * call did is not known; the reloaded thread answers it, and it goes.
   */
  readonly refresh: boolean
  /**
   * The widget's own words about a call that failed: it never fades, and has
   * a control that dismisses it, so it is still there when the visitor looks.
   */
  readonly stays: boolean
  readonly fading: boolean
}

/** The inline report form under one comment. */
export interface Report {
  readonly commentId: number
  /**
   * The server's form, read in the report form's chunk; null while it loads,
   * and when the server filed the report without asking.
   */
  readonly form: ReportForm | null
  /** The server closed it; only its message (if any) is left. */
  readonly finished: boolean
}

/** What a call in flight concerns: a comment, the comment form, or the whole block. */
export type BusyScope = number | 'form' | null

/** A call in flight, and what it concerns. */
export interface Busy {
  readonly key: string
  readonly commentId: BusyScope
}

export interface CommentsState {
  readonly thread: Thread
  /** The server's form area when the form is not loaded: the "Add comment" link, or a locked/banned notice. */
  readonly formArea: SafeFragment | null
  readonly footer: SafeFragment | null
  readonly report: Report | null
  readonly message: Message | null
  /**
   * The widget's own words for screen readers alone, about a change the
   * visitor does not otherwise hear of (another page, a subscription); the
   * key grows, so the same words are said again.
   */
  readonly announcement: { readonly text: string; readonly key: number } | null
  /** How many messages were shown; keys the next one. */
  readonly messagesShown: number
  readonly busy: readonly Busy[]
}

export type CommentsAction =
  | { readonly type: 'threadReplaced'; readonly thread: Thread }
  | {
      readonly type: 'itemsAdded'
      /** The comment whose replies grow; null for the top level. */
      readonly parentId: number | null
      readonly position: 'append' | 'prepend'
      readonly ids: readonly number[]
      readonly comments: Readonly<Record<number, CommentEntry>>
    }
  | { readonly type: 'commentReplaced'; readonly id: number; readonly body: SafeFragment }
  | { readonly type: 'commentRemoved'; readonly id: number }
  | { readonly type: 'tailPatched'; readonly tail: SafeFragment }
  | { readonly type: 'reportOpened'; readonly commentId: number }
  | { readonly type: 'reportFormReceived'; readonly form: ReportForm }
  | { readonly type: 'reportFinished' }
  | { readonly type: 'reportClosed' }
  | {
      readonly type: 'messageShown'
      readonly kind: Message['kind']
      readonly nodes: SafeFragment
      readonly text: string
      readonly target: string
      readonly refresh: boolean
      readonly stays: boolean
    }
  | { readonly type: 'announced'; readonly text: string }
  | { readonly type: 'messageFading'; readonly key: number }
  | { readonly type: 'messageHidden'; readonly key: number }
  | { readonly type: 'busyStarted'; readonly key: string; readonly commentId: BusyScope }
  | { readonly type: 'busyEnded'; readonly key: string }
