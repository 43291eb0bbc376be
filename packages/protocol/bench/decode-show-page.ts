/**
 * How long the client takes to read a big ShowPage response: a tree of 500
 * comments written with the server format, as a moderator sees it (vote
 * links, reply and report links, the moderation toolbar). It times
 * decodeResponse and parseScript over the body, and parseHandler over every
 * inline handler in the tree's HTML.
 *
 * Run: pnpm --filter @jc/protocol bench
 */
import { performance } from 'node:perf_hooks'
import { decodeResponse, parseHandler, parseScript } from '../src/index.ts'
import { scripts, writeResponse } from '../src/server-format/index.ts'

const commentCount = 500
const warmupRuns = 10
const timedRuns = 50

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
const next = random(42)
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T

// ---------------------------------------------------------------------------
// The thread: ids 1…500; about a third are replies, at most five levels deep.

interface Comment {
  readonly id: number
  readonly parent: number
  readonly depth: number
}

const comments: Comment[] = []
for (let id = 1; id <= commentCount; id++) {
  const parent = id > 1 && next() < 0.35 ? pick(comments) : undefined
  const depth = parent ? parent.depth + 1 : 0
  comments.push(
    parent && depth <= 5 ? { id, parent: parent.id, depth } : { id, parent: 0, depth: 0 },
  )
}
const children = new Map<number, Comment[]>()
for (const comment of comments) {
  children.set(comment.parent, [...(children.get(comment.parent) ?? []), comment])
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

let position = 0
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

const treeHtml = `<h4>Comments ${rssLink}&nbsp;</a><a class="refresh" href="#" title="Refresh comments list" onclick="${refreshHandler}">&nbsp;</a></h4>
<div class="comments-list" id="comments-list-0">
${items(0)}</div>
<div id="comments-list-footer"><a class="refresh" href="#" title="Refresh comments list" onclick="${refreshHandler}">Refresh comments list</a><br />${rssLink}RSS feed for comments to this post</a><br /><a id="comments-subscription" class="subscribe" href="#" title="Subscribe" onclick="jcomments.subscribe(42,'com_content');return false;">Subscribe</a></div>
`
const responseBody = writeResponse([{ n: 'js', d: scripts.updateTree(treeHtml, null) }])
const handlers = [...treeHtml.matchAll(/\son[a-z]+="([^"]*)"/g)].map((match) => match[1] ?? '')

// ---------------------------------------------------------------------------
// Check once that the client reads what was written, then time it.

function readTree(body: string): string {
  const [command] = decodeResponse(body).commands
  const call = command?.kind === 'js' ? parseScript(command.source) : null
  return call?.type === 'updateTree' ? call.html : ''
}
if (readTree(responseBody) !== treeHtml) throw new Error('The client did not read the tree back.')
const unread = handlers.filter((text) => parseHandler(text) === null)
if (unread.length > 0) throw new Error(`Handlers the client cannot read: ${unread.slice(0, 3)}`)

interface Timing {
  readonly median: number
  readonly p95: number
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
  return { median: at(0.5), p95: at(0.95) }
}

/** Times each step of `steps` in turn, each run feeding the next step, after warm-up runs. */
function time(steps: readonly (() => void)[]): Timing[] {
  const samples = steps.map((): number[] => [])
  const totals: number[] = []
  for (let run = 0; run < warmupRuns + timedRuns; run++) {
    let total = 0
    steps.forEach((step, index) => {
      const start = performance.now()
      step()
      const elapsed = performance.now() - start
      total += elapsed
      if (run >= warmupRuns) samples[index]?.push(elapsed)
    })
    if (run >= warmupRuns) totals.push(total)
  }
  return [...samples.map(summary), summary(totals)]
}

let source = ''
const [decoding, parsing, reading] = time([
  () => {
    const [command] = decodeResponse(responseBody).commands
    source = command?.kind === 'js' ? command.source : ''
  },
  () => {
    parseScript(source)
  },
])
const [handling] = time([() => handlers.forEach(parseHandler)])
const rows: [string, Timing | undefined][] = [
  ['decodeResponse', decoding],
  ['parseScript', parsing],
  ['decodeResponse + parseScript', reading],
  [`parseHandler × ${handlers.length}`, handling],
]

const kib = (text: string) => `${(new TextEncoder().encode(text).length / 1024).toFixed(0)} KiB`
const depth = Math.max(...comments.map((comment) => comment.depth))
console.log(
  `ShowPage, tree view: ${commentCount} comments (${comments.filter((c) => c.parent > 0).length} replies, ${depth + 1} levels), ` +
    `body ${kib(responseBody)}, tree HTML ${kib(treeHtml)}, ${handlers.length} inline handlers`,
)
console.log(
  `${warmupRuns} warm-up runs, then ${timedRuns} timed runs each (Node ${process.version})\n`,
)
const width = Math.max(...rows.map(([name]) => name.length))
console.log(`${'step'.padEnd(width)}  median ms  p95 ms`)
console.log(`${'-'.repeat(width)}  ---------  ------`)
for (const [name, timing] of rows) {
  const { median = Number.NaN, p95 = Number.NaN } = timing ?? {}
  console.log(
    `${name.padEnd(width)}  ${median.toFixed(2).padStart(9)}  ${p95.toFixed(2).padStart(6)}`,
  )
}
