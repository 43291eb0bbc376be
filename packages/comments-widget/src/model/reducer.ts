import { itemCommentId } from './comment-link.ts'
import type { CommentsAction, CommentsState } from './state.ts'
import type { CommentEntry, Thread } from './thread.ts'

/** The ids of a comment and of all its replies, at any depth. */
export function withDescendants(thread: Thread, id: number): number[] {
  const entry = thread.comments[id]
  if (!entry) return []
  return [id, ...entry.replies.flatMap((reply) => withDescendants(thread, reply))]
}

function parentOf(thread: Thread, id: number): number | null {
  for (const entry of Object.values(thread.comments)) {
    if (entry.replies.includes(id)) return entry.id
  }
  return null
}

/**
 * Where the focus goes when this comment leaves the page: the next comment at
 * its level, else the one before it, else the comment it replied to.
 */
export function neighbourOf(thread: Thread, id: number): number | null {
  const parent = parentOf(thread, id)
  const level = parent === null ? thread.roots : (thread.comments[parent]?.replies ?? [])
  const at = level.indexOf(id)
  return at < 0 ? null : (level[at + 1] ?? level[at - 1] ?? parent)
}

function insert(ids: readonly number[], added: readonly number[], position: 'append' | 'prepend') {
  const rest = ids.filter((id) => !added.includes(id))
  return position === 'append' ? [...rest, ...added] : [...added, ...rest]
}

function addItems(thread: Thread, action: Extract<CommentsAction, { type: 'itemsAdded' }>): Thread {
  const comments: Record<number, CommentEntry> = { ...thread.comments, ...action.comments }
  const parent = action.parentId === null ? undefined : thread.comments[action.parentId]
  if (parent) {
    comments[parent.id] = {
      ...parent,
      replies: insert(parent.replies, action.ids, action.position),
      hasReplyList: true,
    }
    return { ...thread, comments }
  }
  return { ...thread, comments, roots: insert(thread.roots, action.ids, action.position) }
}

function removeComment(thread: Thread, id: number): Thread {
  const gone = new Set(withDescendants(thread, id))
  if (gone.size === 0) return thread
  const comments: Record<number, CommentEntry> = {}
  for (const entry of Object.values(thread.comments)) {
    if (!gone.has(entry.id)) comments[entry.id] = entry
  }
  const parent = parentOf(thread, id)
  const parentEntry = parent === null ? undefined : comments[parent]
  if (parentEntry) {
    comments[parentEntry.id] = {
      ...parentEntry,
      replies: parentEntry.replies.filter((reply) => reply !== id),
    }
  }
  return { ...thread, comments, roots: thread.roots.filter((root) => root !== id) }
}

function withThread(state: CommentsState, thread: Thread): CommentsState {
  if (thread === state.thread) return state
  // A report or message under a comment that left the page goes with it.
  const report = state.report && thread.comments[state.report.commentId] ? state.report : null
  const messageAt = itemCommentId(state.message?.target ?? '')
  const message = messageAt !== null && !thread.comments[messageAt] ? null : state.message
  return { ...state, thread, report, message }
}

/**
 * Every change of a `<jc-comments>` element's state, as a pure function.
 * Server commands and user actions become these actions; effects (requests,
 * timers, scrolling, alerts) happen outside.
 */
export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'threadReplaced': {
      // The thread as the server has it now answers a message that asked for it.
      const next = withThread(state, action.thread)
      return next.message?.refresh ? { ...next, message: null } : next
    }
    case 'itemsAdded':
      return withThread(state, addItems(state.thread, action))
    case 'commentReplaced': {
      const entry = state.thread.comments[action.id]
      if (!entry) return state
      return withThread(state, {
        ...state.thread,
        comments: { ...state.thread.comments, [action.id]: { ...entry, body: action.body } },
      })
    }
    case 'commentRemoved':
      return withThread(state, removeComment(state.thread, action.id))
    case 'tailPatched':
      return withThread(state, { ...state.thread, tail: action.tail })
    case 'reportOpened':
      return state.thread.comments[action.commentId]
        ? { ...state, report: { commentId: action.commentId, form: null, finished: false } }
        : state
    case 'reportFormReceived':
      return state.report ? { ...state, report: { ...state.report, form: action.form } } : state
    case 'reportFinished':
      return state.report
        ? { ...state, report: { ...state.report, form: null, finished: true } }
        : state
    case 'reportClosed':
      return state.report ? { ...state, report: null } : state
    case 'messageShown':
      return {
        ...state,
        messagesShown: state.messagesShown + 1,
        // Said after the announcement, the message is what screen readers hear now.
        announcement: null,
        message: {
          key: state.messagesShown + 1,
          kind: action.kind,
          nodes: action.nodes,
          text: action.text,
          target: action.target,
          refresh: action.refresh,
          stays: action.stays,
          fading: false,
        },
      }
    case 'announced':
      return {
        ...state,
        announcement: { text: action.text, key: (state.announcement?.key ?? 0) + 1 },
      }
    case 'messageFading':
      return state.message?.key === action.key
        ? { ...state, message: { ...state.message, fading: true } }
        : state
    case 'messageHidden':
      return state.message?.key === action.key ? { ...state, message: null } : state
    case 'busyStarted':
      return {
        ...state,
        busy: [
          ...state.busy.filter((busy) => busy.key !== action.key),
          { key: action.key, commentId: action.commentId },
        ],
      }
    case 'busyEnded':
      return state.busy.some((busy) => busy.key === action.key)
        ? { ...state, busy: state.busy.filter((busy) => busy.key !== action.key) }
        : state
  }
}
