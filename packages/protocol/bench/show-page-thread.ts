/**
 * A tree-view ShowPage answer as a big site's server writes it, for the
 * benchmarks: a thread of seeded comments as a moderator sees it (vote links,
 * reply and report links, the moderation toolbar, some quotes, links and
 * masked e-mails), written with the server format. The same count gives the
 * same body on every run, so runs compare.
 */
import { scripts, writeResponse } from '../src/server-format/index.ts'

/** The answer and what it was made of. */
export interface ShowPageThread {
  /** The response body, as the server prints it. */
  readonly body: string
  /** The HTML of the tree, as the client should read it back. */
  readonly treeHtml: string
  /** The text of every `on…="…"` handler in the tree's HTML. */
  readonly handlers: readonly string[]
  readonly replies: number
  readonly levels: number
}

interface Comment {
  readonly id: number
  readonly parent: number
  readonly depth: number
}

// A small seeded generator, so every run measures the same body.
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
// The writer's state, set afresh by each writeShowPageThread.
let next = random(42)
let children = new Map<number, Comment[]>()
let position = 0
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T

/** Writes a thread of `commentCount` comments: about a third are replies, at most five levels deep. */
export function writeShowPageThread(commentCount: number): ShowPageThread {
  next = random(42)
  position = 0
  const comments: Comment[] = []
  for (let id = 1; id <= commentCount; id++) {
    const parent = id > 1 && next() < 0.35 ? pick(comments) : undefined
    const depth = parent ? parent.depth + 1 : 0
    comments.push(
      parent && depth <= 5 ? { id, parent: parent.id, depth } : { id, parent: 0, depth: 0 },
    )
  }
  children = new Map()
  for (const comment of comments) {
    const siblings = children.get(comment.parent)
    if (siblings) siblings.push(comment)
    else children.set(comment.parent, [comment])
  }
  const treeHtml = `<h4>Comments ${rssLink}&nbsp;</a><a class="refresh" href="#" title="Refresh comments list" onclick="${refreshHandler}">&nbsp;</a></h4>
<div class="comments-list" id="comments-list-0">
${items(0)}</div>
<div id="comments-list-footer"><a class="refresh" href="#" title="Refresh comments list" onclick="${refreshHandler}">Refresh comments list</a><br />${rssLink}RSS feed for comments to this post</a><br /><a id="comments-subscription" class="subscribe" href="#" title="Subscribe" onclick="jcomments.subscribe(42,'com_content');return false;">Subscribe</a></div>
`
  return {
    body: writeShowPageAnswer(treeHtml),
    treeHtml,
    handlers: [...treeHtml.matchAll(/\son[a-z]+="([^"]*)"/g)].map((match) => match[1] ?? ''),
    replies: comments.filter((comment) => comment.parent > 0).length,
    levels: Math.max(...comments.map((comment) => comment.depth)) + 1,
  }
}

/** The answer to ShowPage in tree view that carries `treeHtml`. */
export function writeShowPageAnswer(treeHtml: string): string {
  return writeResponse([{ n: 'js', d: scripts.updateTree(treeHtml, null) }])
}

// ---------------------------------------------------------------------------
// The HTML of tpl_tree and tpl_comment (protocol §4.3, §4.4), with the
// whitespace of the fixtures' ShowPage.json and PublishComment.json.

const articleUrl =
  '/index.php?option=com_content&amp;view=article&amp;id=42:hello-world&amp;catid=2&amp;Itemid=101'
const rssLink =
  '<a class="rss" href="/index.php?option=com_jcomments&amp;task=rss&amp;object_id=42&amp;object_group=com_content&amp;format=raw" title="RSS feed for comments to this post" target="_blank">'
const refreshHandler = "jcomments.showPage(42,'com_content',0);return false;"
const names = ['Anna', 'Boris', 'Clara', 'Dmitry', 'Elena', 'Fyodor', 'Galina', 'Igor']
const words =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua'.split(
    ' ',
  )
const smiley =
  ' <img src="http://example.org/components/com_jcomments/images/smiles/smile.gif" border="0" alt=":-)" /> '

function sentence(): string {
  const length = 6 + Math.floor(next() * 14)
  const text = Array.from({ length }, () => pick(words)).join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function body(comment: Comment): string {
  const parts = Array.from({ length: 1 + Math.floor(next() * 5) }, sentence)
  const extra = next()
  if (extra < 0.15 && comment.parent > 0) {
    parts.unshift(
      `<span class="quote">Quoting ${pick(names)}:</span><blockquote><div>${sentence()}</div></blockquote>`,
    )
  } else if (extra < 0.25) {
    parts.push(
      `Write to me at <span onclick="jcomments.jump2email(${comment.id}, '3f14550399db1ebd54bcab582f7040ae');" class="email" onmouseover="this.className='emailactive';" onmouseout="this.className='email';">boris<img src="http://example.org/components/com_jcomments/images/email.png" border="0" alt="@" />example.net</span>`,
    )
  } else if (extra < 0.35) {
    parts.push(
      '<a href="http://www.example.com/some/page.html" target="_blank" rel="external nofollow">http://www.example.com/some/page.html</a>',
    )
  } else if (extra < 0.5) {
    parts.push(smiley)
  }
  return parts.join(next() < 0.3 ? '<br />' : ' ')
}

function score(): string {
  const value = Math.round((next() - 0.4) * 10)
  if (value > 0) return `<span class="vote-good">+${value}</span>`
  if (value < 0) return `<span class="vote-poor">${value}</span>`
  return '<span class="vote-none">0</span>'
}

function commentHtml(comment: Comment): string {
  const { id } = comment
  const name = pick(names)
  const author =
    next() < 0.2
      ? `<a class="author-homepage" href="http://${name.toLowerCase()}.example.com" rel="nofollow" title="${name}">${name}</a>`
      : `<span class="comment-author">${name}</span>`
  const ip = `198.51.100.${id % 250}`
  const date = `2012-03-${String(1 + (id % 28)).padStart(2, '0')} ${String(id % 24).padStart(2, '0')}:${String(id % 60).padStart(2, '0')}`
  return `<div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div><div class="rbox_m">
<div class="comment-box">
<span class="comments-vote">
\t<span id="comment-vote-holder-${id}">
<a href="#" class="vote-good" title="Good comment!" onclick="jcomments.voteComment(${id}, 1);return false;"></a><a href="#" class="vote-poor" title="Bad comment!" onclick="jcomments.voteComment(${id}, -1);return false;"></a>
${score()}
\t</span>
</span>
<a class="comment-anchor" href="${articleUrl}#comment-${id}" id="comment-${id}">#</a>
${author}
<span class="comment-date">${date}</span>
<div class="comment-body" id="comment-body-${id}">${body(comment)}</div>
<span class="comments-buttons">
<a href="#" onclick="jcomments.showReply(${id}); return false;">Reply</a>
 | <a href="#" onclick="jcomments.showReply(${id},1); return false;">Reply with quote</a> | 
<a href="#" onclick="jcomments.quoteComment(${id}); return false;">Quote</a>
 | 
<a href="#" onclick="jcomments.reportComment(${id}); return false;">Report to administrator</a>
</span>
</div><div class="clear"></div>
<p class="toolbar" id="comment-toolbar-${id}">
\t<a class="toolbar-button-edit" href="#" onclick="jcomments.editComment(${id}); return false;" title="Change"></a>
\t<a class="toolbar-button-delete" href="#" onclick="if (confirm('Delete comment?')){jcomments.deleteComment(${id});}return false;" title="Delete"></a>
\t<a class="toolbar-button-publish" href="#" onclick="jcomments.publishComment(${id});return false;" title="Unpublish"></a>
\t<a class="toolbar-button-ip" href="#" onclick="jcomments.go('http://www.ripe.net/perl/whois?searchtext=${ip}');return false;" title="IP ${ip}"></a>
\t<a class="toolbar-button-ban" href="#" onclick="jcomments.banIP(${id});return false;" title="Ban IP"></a>
</p>
<div class="clear"></div>
</div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div>
`
}

function items(parent: number): string {
  return (children.get(parent) ?? [])
    .map((comment) => {
      const parity = position++ % 2 === 0 ? 'even' : 'odd'
      const open = `\t\t<div class="${parity}" id="comment-item-${comment.id}">\n${commentHtml(comment)}`
      return children.has(comment.id)
        ? `${open}\t</div>\n\t<div class="comments-list" id="comments-list-${comment.id}">\n${items(comment.id)}\t</div>\n`
        : `${open}\t\t</div>\n`
    })
    .join('')
}
