import { placedNodes, type SafeFragment } from '@jc/widget-kit'
import { itemCommentId } from './comment-link.ts'
import type { CommentEntry, Thread } from './thread.ts'

const replyListId = /^comments-list-(\d+)$/

function fragmentOf(nodes: readonly Node[], owner: Document): SafeFragment | null {
  if (!nodes.some((node) => node.nodeType === 1 || (node.textContent ?? '').trim() !== '')) {
    return null
  }
  const fragment = owner.createDocumentFragment()
  fragment.append(...nodes)
  return { fragment }
}

/**
 * Comment items and reply lists inside one list container, depth first. The
 * elements stay where the sanitizer put them: a comment's nodes are read in
 * place, and the item becomes a target for focus moves.
 */
function readList(list: Element, comments: Record<number, CommentEntry>): number[] {
  const ids: number[] = []
  for (const child of Array.from(list.children)) {
    const id = itemCommentId(child.id)
    if (id !== null) {
      child.setAttribute('tabindex', '-1')
      comments[id] = {
        id,
        element: child,
        body: placedNodes(Array.from(child.childNodes), child.ownerDocument),
        replies: [],
        replyList: null,
        hasReplyList: false,
      }
      ids.push(id)
      continue
    }
    const replies = replyListId.exec(child.id)
    const parent = replies ? comments[Number(replies[1])] : undefined
    if (parent) {
      comments[parent.id] = {
        ...parent,
        replies: readList(child, comments),
        replyList: child,
        hasReplyList: true,
      }
    }
  }
  return ids
}

/**
 * Reads the inside of `#comments` (a list block or a tree block, protocol
 * §4.2–4.3) into a thread. The list container is `#comments-list-0` in tree
 * view and `#comments-list` in the flat list; whatever precedes it is the
 * head (title, refresh, top pagination), whatever follows it the tail. The
 * list container and its items are kept as they are; none is copied.
 */
export function parseThread(safe: SafeFragment): Thread {
  const root = safe.fragment
  const owner = root.ownerDocument
  const list = root.querySelector('#comments-list-0, #comments-list')
  if (!list) {
    return {
      view: 'list',
      listId: null,
      list: null,
      head: fragmentOf(Array.from(root.childNodes), owner),
      tail: null,
      roots: [],
      comments: {},
    }
  }
  // The container may sit inside a wrapper of the template: head and tail are
  // the top-level nodes around the one that holds it.
  let top: Node = list
  while (top.parentNode && top.parentNode !== root) top = top.parentNode
  const nodes = Array.from(root.childNodes)
  const at = nodes.indexOf(top as ChildNode)
  const comments: Record<number, CommentEntry> = {}
  const roots = readList(list, comments)
  list.remove()
  return {
    view: list.id === 'comments-list-0' ? 'tree' : 'list',
    listId: list.id,
    list,
    head: fragmentOf(nodes.slice(0, at), owner),
    tail: fragmentOf(nodes.slice(at + 1), owner),
    roots,
    comments,
  }
}

/** Reads the single `div#comment-item-<id>` wrappers an AddComment answer carries; the view puts them in place. */
export function parseItems(safe: SafeFragment): {
  readonly ids: readonly number[]
  readonly comments: Readonly<Record<number, CommentEntry>>
} {
  const comments: Record<number, CommentEntry> = {}
  const holder = safe.fragment.ownerDocument.createElement('div')
  holder.append(safe.fragment)
  const ids = readList(holder, comments)
  return { ids, comments }
}
