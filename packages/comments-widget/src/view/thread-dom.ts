import { nodesToPlace } from '@jc/widget-kit'
import type { CommentEntry, Thread } from '../model/thread.ts'
import { carryHeights } from './kept-place.ts'

/**
 * The wrappers the view adds inside a comment's item for what it shows
 * besides the server's nodes: a message at the start; the inline form, the
 * report form and the busy indicator at the end. A new body replaces
 * everything else in the item.
 */
export interface ExtrasHosts {
  readonly start: Element
  readonly end: Element
}

const extrasOf = new WeakMap<Element, ExtrasHosts>()

/** Puts the wrappers in a comment's item; the returned function takes them out again. */
export function holdExtras(item: Element, hosts: ExtrasHosts): () => void {
  item.prepend(hosts.start)
  item.append(hosts.end)
  extrasOf.set(item, hosts)
  return () => {
    extrasOf.delete(item)
    hosts.start.remove()
    hosts.end.remove()
  }
}

// Reply lists the view made, for a comment whose first reply came after the server printed it.
const madeLists = new WeakMap<Element, Element>()

function replyListOf(entry: CommentEntry): Element | null {
  if (entry.replyList) return entry.replyList
  if (!entry.hasReplyList) return null
  let list = madeLists.get(entry.element)
  if (!list) {
    list = entry.element.ownerDocument.createElement('div')
    list.className = 'comments-list'
    list.id = `comments-list-${entry.id}`
    madeLists.set(entry.element, list)
  }
  return list
}

/**
 * Puts comments in a list container in order, each followed by its reply
 * list. Elements already in order are left alone (a long thread's next slice
 * only appends), and what else the container holds stays where it is.
 */
function arrange(container: Element, ids: readonly number[], thread: Thread): void {
  const wanted = ids.flatMap((id) => {
    const entry = thread.comments[id]
    if (!entry) return []
    const list = replyListOf(entry)
    return list ? [entry.element, list] : [entry.element]
  })
  const ours = new Set<Node>(wanted)
  let cursor = container.firstChild
  for (const node of wanted) {
    while (cursor && cursor !== node && !ours.has(cursor)) cursor = cursor.nextSibling
    if (cursor === node) cursor = cursor.nextSibling
    else container.insertBefore(node, cursor)
  }
}

function replaceBody(entry: CommentEntry): void {
  const { element } = entry
  const hosts = extrasOf.get(element)
  for (const node of Array.from(element.childNodes)) {
    if (node !== hosts?.start && node !== hosts?.end) node.remove()
  }
  element.insertBefore(nodesToPlace(entry.body), hosts?.end ?? null)
}

/**
 * Shows a thread in `host`: a new thread's list container goes in whole, as
 * the sanitizer made it; a changed thread patches only the comments that
 * changed (a new body, replies added or gone, new top-level comments).
 */
export function showThread(host: Element, before: Thread | null, thread: Thread): void {
  if (!before || before.list !== thread.list) {
    if (thread.list) carryHeights(host, thread.list)
    host.replaceChildren(...(thread.list ? [thread.list] : []))
    return
  }
  const { list } = thread
  if (!list) return
  for (const entry of Object.values(before.comments)) {
    if (thread.comments[entry.id]) continue
    entry.element.remove()
    replyListOf(entry)?.remove()
  }
  for (const entry of Object.values(thread.comments)) {
    const was = before.comments[entry.id]
    if (was === entry) continue
    if (was && was.body !== entry.body) replaceBody(entry)
    if (was && was.replies === entry.replies && was.hasReplyList === entry.hasReplyList) continue
    const replies = replyListOf(entry)
    if (!replies) continue
    if (entry.element.nextSibling !== replies) entry.element.after(replies)
    arrange(replies, entry.replies, thread)
  }
  if (before.roots !== thread.roots) arrange(list, thread.roots, thread)
}
