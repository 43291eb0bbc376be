import type { SafeFragment } from '@jc/widget-kit'

/**
 * One comment: the server's own item (`div#comment-item-<id>`), the nodes it
 * shows, and the ids of its replies in order (tree view). The item and its
 * reply list are the elements the sanitizer made: the view shows them as
 * they are and only patches them, so a long thread costs no more than its parse.
 */
export interface CommentEntry {
  readonly id: number
  readonly element: Element
  /** The item's own nodes; a new body replaces them in the item. */
  readonly body: SafeFragment
  readonly replies: readonly number[]
  /** The server's reply list (`comments-list-<id>`), when it printed one. */
  readonly replyList: Element | null
  /** It has a reply list: the server's, or one its first reply needs. */
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
  /** The server's list container, holding every comment and reply list. */
  readonly list: Element | null
  readonly head: SafeFragment | null
  readonly tail: SafeFragment | null
  readonly roots: readonly number[]
  readonly comments: Readonly<Record<number, CommentEntry>>
}

export const emptyThread: Thread = {
  view: 'list',
  listId: null,
  list: null,
  head: null,
  tail: null,
  roots: [],
  comments: {},
}
