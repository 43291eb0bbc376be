import { attributeUrl, fill, isBanned, type RequestContext } from './context.ts'
import { commentHtml } from './html-comment.ts'
import { commentsOf, type StoredComment, threadKey } from './state.ts'
import type { ThreadSeed } from './types.ts'

/** The comments this viewer sees, oldest first; in tree view a hidden comment hides its replies. */
export function visibleComments(context: RequestContext, thread: ThreadSeed): StoredComment[] {
  const comments = commentsOf(context.state, thread, context.rights.moderate)
  if (thread.view !== 'tree') return comments
  const shown = new Set<number>([0])
  return comments.filter((comment) => {
    if (!shown.has(comment.parent)) return false
    shown.add(comment.id)
    return true
  })
}

/** One comment in its `comment-item` wrapper, as AddComment sends it (`tpl_list`'s single item). */
export function itemHtml(
  context: RequestContext,
  thread: ThreadSeed,
  comment: StoredComment,
  parity: number,
  number: string,
): string {
  const html = commentHtml(context, comment, { thread, number })
  return `\t<div class="${parity % 2 ? 'odd' : 'even'}" id="comment-item-${comment.id}">${html}</div>\n`
}

function headerHtml(context: RequestContext, thread: ThreadSeed): string {
  const { strings } = context
  return (
    `<h4>${strings.comments} <a class="rss" href="${rssHref(context, thread)}" title="${strings.rss}" target="_blank">&nbsp;</a>` +
    `<a class="refresh" href="#" title="${strings.refresh}" onclick="${refreshHandler(thread)}">&nbsp;</a></h4>\n`
  )
}

function footerHtml(context: RequestContext, thread: ThreadSeed): string {
  const { strings } = context
  const links = [
    `<a class="refresh" href="#" title="${strings.refresh}" onclick="${refreshHandler(thread)}">${strings.refresh}</a>`,
    `<a class="rss" href="${rssHref(context, thread)}" title="${strings.rss}" target="_blank">${strings.rss}</a>`,
  ]
  if (context.rights.subscribe) {
    const key = `${context.user.id} ${threadKey(thread.objectId, thread.objectGroup)}`
    const subscribed = context.state.subscriptions.has(key)
    const [action, label] = subscribed
      ? ['unsubscribe', strings.unsubscribe]
      : ['subscribe', strings.subscribe]
    links.push(
      `<a id="comments-subscription" class="${action}" href="#" title="${label}" onclick="jcomments.${action}(${thread.objectId},'${thread.objectGroup}');return false;">${label}</a>`,
    )
  }
  return `<div id="comments-list-footer">${links.join('<br />')}</div>\n`
}

function refreshHandler(thread: ThreadSeed): string {
  return `jcomments.showPage(${thread.objectId},'${thread.objectGroup}',0);return false;`
}

function rssHref(context: RequestContext, thread: ThreadSeed): string {
  return attributeUrl(fill(context.site.rssUrl, { id: thread.objectId, group: thread.objectGroup }))
}

/** Without comments the block is a bare container, or nothing for someone who may not comment. */
function emptyBlock(context: RequestContext, container: string): string {
  return isBanned(context) ? '' : `${container}</div>\n`
}

/** `tpl_tree`: replies sit in a `comments-list-<parent>` right after their parent's item. */
export function treeHtml(context: RequestContext, thread: ThreadSeed): string {
  const comments = visibleComments(context, thread)
  if (comments.length === 0) {
    return emptyBlock(context, '<div class="comments-list" id="comments-list-0">')
  }
  let parity = 0
  const level = (parent: number): string =>
    comments
      .filter((comment) => comment.parent === parent)
      .map((comment) => {
        const open = `\t\t<div class="${parity++ % 2 ? 'odd' : 'even'}" id="comment-item-${comment.id}">\n`
        const html = commentHtml(context, comment, { thread, number: '' })
        if (!comments.some((reply) => reply.parent === comment.id)) {
          return `${open}${html}\t\t</div>\n`
        }
        return `${open}${html}\t</div>\n\t<div class="comments-list" id="comments-list-${comment.id}">\n${level(comment.id)}\t</div>\n`
      })
      .join('')
  return `${headerHtml(context, thread)}<div class="comments-list" id="comments-list-0">\n${level(0)}</div>\n${footerHtml(context, thread)}`
}

/** A list-view page: which comments, in display order, and where the page sits. */
export interface ListPage {
  readonly page: number
  readonly pages: number
  readonly comments: readonly StoredComment[]
  /** The chronological number of every visible comment. */
  readonly numbers: ReadonlyMap<number, number>
}

/** Page 0 is the default page: the first for DESC order, the last for ASC. */
export function listPage(context: RequestContext, thread: ThreadSeed, requested: number): ListPage {
  const chronological = visibleComments(context, thread)
  const numbers = new Map(chronological.map((comment, index) => [comment.id, index + 1]))
  const ordered = thread.order === 'DESC' ? [...chronological].reverse() : chronological
  const perPage = thread.perPage > 0 ? thread.perPage : Math.max(ordered.length, 1)
  const pages = Math.max(Math.ceil(ordered.length / perPage), 1)
  const fallback = thread.order === 'DESC' ? 1 : pages
  const page = requested > 0 ? Math.min(Math.floor(requested), pages) : fallback
  const comments = ordered.slice((page - 1) * perPage, page * perPage)
  return { page, pages, comments, numbers }
}

/** The list-view page holding a comment (the default page when it is not visible). */
export function pageOfComment(context: RequestContext, thread: ThreadSeed, id: number): number {
  if (thread.perPage <= 0) return 1
  const chronological = visibleComments(context, thread)
  const ordered = thread.order === 'DESC' ? [...chronological].reverse() : chronological
  const index = ordered.findIndex((comment) => comment.id === id)
  return index < 0 ? 0 : Math.floor(index / thread.perPage) + 1
}

/** `tpl_list`: the page's items between the header, the page numbers and the footer. */
export function listHtml(context: RequestContext, thread: ThreadSeed, requested: number): string {
  const { page, pages, comments, numbers } = listPage(context, thread, requested)
  if (comments.length === 0) {
    return emptyBlock(context, '<div id="comments-list" class="comments-list">')
  }
  const items = comments
    .map((comment, index) =>
      itemHtml(context, thread, comment, index, String(numbers.get(comment.id) ?? '')),
    )
    .join('')
  const nav = pages > 1 ? navHtml(thread, page, pages) : ''
  const where = context.site.pagination
  return [
    headerHtml(context, thread),
    nav !== '' && where !== 'bottom' ? `<div id="nav-top">${nav}</div>\n` : '',
    `<div id="comments-list" class="comments-list">\n${items}</div>\n`,
    nav !== '' && where !== 'top' ? `<div id="nav-bottom">${nav}</div>\n` : '',
    footerHtml(context, thread),
  ].join('')
}

const pageWindow = 10

function navHtml(thread: ThreadSeed, page: number, pages: number): string {
  const first = Math.max(1, Math.min(page - Math.floor(pageWindow / 2), pages - pageWindow + 1))
  const last = Math.min(pages, first + pageWindow - 1)
  const link = (target: number, label: string): string =>
    `<span onclick="jcomments.showPage(${thread.objectId}, '${thread.objectGroup}', ${target});" class="page" onmouseover="this.className='hoverpage';" onmouseout="this.className='page';" >${label}</span>`
  let html = first > 1 ? link(1, '&laquo;') : ''
  for (let number = first; number <= last; number++) {
    html +=
      number === page
        ? `<span class="activepage"><b>${number}</b></span>`
        : link(number, String(number))
  }
  return last < pages ? html + link(pages, '&raquo;') : html
}

/** The whole block for the thread's view: the tree, or a list page. */
export function blockHtml(context: RequestContext, thread: ThreadSeed, page: number): string {
  return thread.view === 'tree' ? treeHtml(context, thread) : listHtml(context, thread, page)
}
