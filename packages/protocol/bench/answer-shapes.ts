/**
 * Answers of every shape the decoder must read in time linear in their size,
 * built around a ShowPage answer of a given size: whole, cut short, behind a
 * PHP notice full of brackets, and nested deep.
 */
import { writeShowPageAnswer, writeShowPageThread } from './show-page-thread.ts'
import { byteLength } from './timing.ts'

/** A way to build an answer of about `bytes` bytes. */
export interface AnswerShape {
  readonly name: string
  readonly build: (bytes: number) => string
}

// 500 comments of the benchmark thread take 1 634 136 bytes.
const bytesPerComment = 3268

function showPageTree(bytes: number): string {
  return writeShowPageThread(Math.max(1, Math.round(bytes / bytesPerComment))).treeHtml
}

function showPage(bytes: number): string {
  return writeShowPageAnswer(showPageTree(bytes))
}

// A notice as PHP prints one with display_errors on, whose stack trace shows
// the JSON a plugin was given: PHP cuts each string argument to 15 bytes, so
// every frame holds `[{` and an odd number of quotes.
const frame = (k: number) =>
  `#${k} /var/www/plugins/system/feeds/feeds.php(${80 + k}): PlgSystemFeeds->decode('[{"id":${k},"titl...')\n`
const stackTraceNotice = `<br />
<b>Warning</b>:  Invalid argument supplied for foreach() in <b>/var/www/plugins/system/feeds/feeds.php</b> on line <b>88</b><br />
Stack trace:
${Array.from({ length: 9 }, (_, k) => frame(k)).join('')}#9 {main}
`

export const answerShapes: readonly AnswerShape[] = [
  { name: 'ShowPage', build: showPage },
  {
    name: 'ShowPage cut 300 bytes short, [{a:1}] in its last comment',
    build: (bytes) => {
      const tree = showPageTree(bytes)
      const last = tree.indexOf('</div>', tree.lastIndexOf('class="comment-body"'))
      return writeShowPageAnswer(`${tree.slice(0, last)}[{a:1}]${tree.slice(last)}`).slice(0, -300)
    },
  },
  {
    name: 'ShowPage after a notice with [{ in 9 frames',
    build: (bytes) => stackTraceNotice + showPage(bytes - stackTraceNotice.length),
  },
  {
    name: 'ShowPage after a notice of [{"a": for a quarter',
    build: (bytes) => '[{"a":'.repeat(bytes / 24) + showPage((bytes * 3) / 4),
  },
  {
    name: 'ShowPage after a notice of [{"a":"[ { for a quarter',
    build: (bytes) => '[{"a":"[ { '.repeat(bytes / 44) + showPage((bytes * 3) / 4),
  },
  {
    name: 'ShowPage and a command nested to a quarter',
    build: (bytes) => {
      const levels = bytes / 4 / 12
      const nested = `{ "n": "al", "d": "", "x": ${'[{"x":'.repeat(levels)}0${'}]'.repeat(levels)} }`
      return showPage((bytes * 3) / 4).replace(/^\[ /, `[ ${nested}, `)
    },
  },
]

/** The size of an answer in mebibytes. */
export function mebibytes(body: string): number {
  return byteLength(body) / 1048576
}
