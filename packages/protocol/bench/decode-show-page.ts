/**
 * How long the client takes to read a big ShowPage response: a tree of 500
 * comments written with the server format, as a moderator sees it (vote
 * links, reply and report links, the moderation toolbar). It times
 * decodeResponse and parseScript over the body, and parseHandler over every
 * inline handler in the tree's HTML.
 *
 * Run: pnpm --filter @jc/protocol bench
 */
import { decodeResponse, parseHandler, parseScript } from '../src/index.ts'
import { writeShowPageThread } from './show-page-thread.ts'
import { byteLength, type Timing, time } from './timing.ts'

const commentCount = 500
const runs = { warmup: 10, timed: 50 }
const {
  body: responseBody,
  treeHtml,
  handlers,
  replies,
  levels,
} = writeShowPageThread(commentCount)

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

let source = ''
const [decoding, parsing, reading] = time(
  [
    () => {
      const [command] = decodeResponse(responseBody).commands
      source = command?.kind === 'js' ? command.source : ''
    },
    () => {
      parseScript(source)
    },
  ],
  runs,
)
const [handling] = time([() => handlers.forEach(parseHandler)], runs)
const rows: [string, Timing | undefined][] = [
  ['decodeResponse', decoding],
  ['parseScript', parsing],
  ['decodeResponse + parseScript', reading],
  [`parseHandler × ${handlers.length}`, handling],
]

const kib = (text: string) => `${(byteLength(text) / 1024).toFixed(0)} KiB`
console.log(
  `ShowPage, tree view: ${commentCount} comments (${replies} replies, ${levels} levels), ` +
    `body ${kib(responseBody)}, tree HTML ${kib(treeHtml)}, ${handlers.length} inline handlers`,
)
console.log(
  `${runs.warmup} warm-up runs, then ${runs.timed} timed runs each (Node ${process.version})\n`,
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
