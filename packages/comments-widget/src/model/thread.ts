import type { SafeFragment } from '@jc/widget-kit'

/** One comment: its item's own nodes, and the ids of its replies in order (tree view). */
export interface CommentEntry {
  readonly id: number
  /** `even` or `odd`, as the server numbered it. */
  readonly className: string
  readonly body: SafeFragment
  readonly replies: readonly number[]
  /** The server gave it a reply list (`comments-list-<id>`), even an empty one. */
  readonly hasReplyList: boolean
}

/**
 * The comments block (`#comments`), normalized: what stands before and after
 * the list (header, pagination, footer), the list's id, and the top-level
 * comments in order. Comments are looked up by id, so one update touches one
 * entry and only that comment re-renders.
 */
export interface Thread {
  readonly view: 'tree' | 'list'
  /** `comments-list-0` (tree), `comments-list` (flat list), or null when the block is empty. */
  readonly listId: string | null
  readonly head: SafeFragment | null
  readonly tail: SafeFragment | null
  readonly roots: readonly number[]
  readonly comments: Readonly<Record<number, CommentEntry>>
}

export const emptyThread: Thread = {
  view: 'list',
  listId: null,
  head: null,
  tail: null,
  roots: [],
  comments: {},
}
