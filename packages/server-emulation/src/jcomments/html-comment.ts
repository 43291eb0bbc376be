import { renderBody } from './bbcode.ts'
import { attributeUrl, isAuthor, mayEdit, type RequestContext, visitorKey } from './context.ts'
import type { StoredComment } from './state.ts'
import type { ThreadSeed } from './types.ts'

/** What the comment's template needs beyond the row: its number and the view it sits in. */
export interface CommentPlacement {
  readonly thread: ThreadSeed
  /** '' in tree view, where anchors read `#`. */
  readonly number: string
}

const rboxTop =
  '<div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div><div class="rbox_m">\n'
const rboxBottom =
  '</div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div>\n'

/** The score span of the vote block, as VoteComment also sends it. */
export function scoreHtml(score: number): string {
  if (score > 0) return `<span class="vote-good">+${score}</span>\n`
  if (score < 0) return `<span class="vote-poor">${score}</span>\n`
  return '<span class="vote-none">0</span>\n'
}

export function mayVote(context: RequestContext, comment: StoredComment): boolean {
  return (
    context.site.votes &&
    context.rights.vote &&
    !comment.deleted &&
    !isAuthor(context, comment) &&
    !context.state.votes.has(`${comment.id} ${visitorKey(context)}`)
  )
}

/**
 * The content of `div#comment-item-<id>` (`tpl_comment`), as this viewer
 * gets it: the buttons and the toolbar are there only when allowed.
 */
export function commentHtml(
  context: RequestContext,
  comment: StoredComment,
  placement: CommentPlacement,
): string {
  const { strings } = context
  const url = attributeUrl(placement.thread.objectUrl)
  const body = comment.deleted ? strings.deletedText : renderBody(comment.text, comment.id, context)
  return [
    rboxTop,
    '<div class="comment-box">\n',
    voteHtml(context, comment),
    `<a class="comment-anchor" href="${url}#comment-${comment.id}" id="comment-${comment.id}">#${placement.number}</a>\n`,
    comment.title === '' ? '' : `<span class="comment-title">${comment.title}</span> &mdash; \n`,
    authorHtml(context, comment),
    `<span class="comment-date">${formatDate(comment.date)}</span>\n`,
    `<div class="comment-body" id="comment-body-${comment.id}">${body}</div>\n`,
    comment.deleted ? '' : buttonsHtml(context, comment, placement),
    '</div><div class="clear"></div>\n',
    mayEdit(context, comment) ? toolbarHtml(context, comment) : '',
    rboxBottom,
  ].join('')
}

function voteHtml(context: RequestContext, comment: StoredComment): string {
  const canVote = mayVote(context, comment)
  if (!context.site.votes || (comment.score === 0 && !canVote)) return ''
  const buttons = canVote
    ? `<a href="#" class="vote-good" title="${context.strings.voteGood}" onclick="jcomments.voteComment(${comment.id}, 1);return false;"></a>` +
      `<a href="#" class="vote-poor" title="${context.strings.votePoor}" onclick="jcomments.voteComment(${comment.id}, -1);return false;"></a>\n`
    : ''
  return `<span class="comments-vote">\n\t<span id="comment-vote-holder-${comment.id}">\n${buttons}${scoreHtml(comment.score)}\t</span>\n</span>\n`
}

function authorHtml(context: RequestContext, comment: StoredComment): string {
  if (context.rights.seeHomepage && comment.homepage !== '') {
    return `<a class="author-homepage" href="${attributeUrl(comment.homepage)}" rel="nofollow" title="${comment.name}">${comment.name}</a>\n`
  }
  return `<span class="comment-author">${comment.name}</span>\n`
}

function buttonsHtml(
  context: RequestContext,
  comment: StoredComment,
  placement: CommentPlacement,
): string {
  const { rights, strings } = context
  const id = comment.id
  const reply = rights.reply && placement.thread.view === 'tree'
  const quote = rights.quote
  const report = rights.report && context.site.reports
  if (!reply && !quote && !report) return ''
  let html = '<span class="comments-buttons">\n'
  if (reply) {
    html += `<a href="#" onclick="jcomments.showReply(${id}); return false;">${strings.reply}</a>\n`
    if (quote) {
      html += ` | <a href="#" onclick="jcomments.showReply(${id},1); return false;">${strings.replyWithQuote}</a> | \n`
    }
  }
  if (quote) {
    html += `<a href="#" onclick="jcomments.quoteComment(${id}); return false;">${strings.quote}</a>\n`
  }
  if (report) {
    if (reply || quote) html += ' | \n'
    html += `<a href="#" onclick="jcomments.reportComment(${id}); return false;">${strings.report}</a>\n`
  }
  return `${html}</span>\n`
}

/**
 * `tpl_comment.php`'s panel: a button for each thing the visitor may do to
 * the comment. A moderator may do all; an author whose group may edit their
 * own comments sees the Edit button alone.
 */
function toolbarHtml(context: RequestContext, comment: StoredComment): string {
  const { strings } = context
  const id = comment.id
  const edit = `<a class="toolbar-button-edit" href="#" onclick="jcomments.editComment(${id}); return false;" title="${strings.edit}"></a>`
  if (!context.rights.moderate) return toolbar(id, [edit])
  const publish = comment.published
    ? `<a class="toolbar-button-publish" href="#" onclick="jcomments.publishComment(${id});return false;" title="${strings.unpublish}"></a>`
    : `<a class="toolbar-button-unpublish" href="#" onclick="jcomments.publishComment(${id});return false;" title="${strings.publish}"></a>`
  const buttons = [
    edit,
    `<a class="toolbar-button-delete" href="#" onclick="if (confirm('${strings.deleteConfirm}')){jcomments.deleteComment(${id});}return false;" title="${strings.delete}"></a>`,
    publish,
    `<a class="toolbar-button-ip" href="#" onclick="jcomments.go('http://www.ripe.net/perl/whois?searchtext=${comment.ip}');return false;" title="IP ${comment.ip}"></a>`,
  ]
  if (context.site.blacklist) {
    buttons.push(
      `<a class="toolbar-button-ban" href="#" onclick="jcomments.banIP(${id});return false;" title="${strings.banIp}"></a>`,
    )
  }
  return toolbar(id, buttons)
}

function toolbar(id: number, buttons: readonly string[]): string {
  return `<p class="toolbar" id="comment-toolbar-${id}">\n${buttons.map((button) => `\t${button}\n`).join('')}</p>\n<div class="clear"></div>\n`
}

/** `DATETIME_FORMAT` `Y-m-d H:i`, in UTC so that seeded dates read the same everywhere. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ')
}
