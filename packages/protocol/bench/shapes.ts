/**
 * Whether reading an answer takes time linear in its size, whatever its
 * shape. For each answer of `answer-shapes.ts` at 1 and 4 MiB: the time
 * decodeResponse takes, and with parseScript on its scripts as a widget does,
 * per MiB, and what the decoder made of it. Then the same for each parser on
 * hostile text. Linear reading shows about the same figure at both sizes.
 *
 * Run: pnpm --filter @jc/protocol bench
 */
import { decodeResponse, parseHandler, parsePageScript, parseScript } from '../src/index.ts'
import { answerShapes, mebibytes } from './answer-shapes.ts'
import { time } from './timing.ts'

const sizes = [1, 4]
const runs = { warmup: 3, timed: 10 }

function read(body: string): void {
  for (const command of decodeResponse(body).commands) {
    if (command.kind === 'js') parseScript(command.source)
  }
}

function outcome(body: string): string {
  const { commands, warnings } = decodeResponse(body)
  const reasons = warnings.map((warning) => ('reason' in warning ? warning.reason : warning.code))
  return [`${commands.length} command${commands.length === 1 ? '' : 's'}`, ...reasons].join(', ')
}

const perMib = (ms: number, mib: number) => (ms / mib).toFixed(1)
const columns = (cells: readonly string[], widths: readonly number[]) =>
  cells.map((cell, k) => (k === 0 ? cell.padEnd(widths[k] ?? 0) : cell.padStart(widths[k] ?? 0)))

console.log(
  `Median of ${runs.timed} runs after ${runs.warmup} warm-up runs, in ms per MiB (Node ${process.version})\n`,
)
const answerWidths = [Math.max(...answerShapes.map((shape) => shape.name.length)), 5, 8, 12]
console.log(
  columns(['answer', 'MiB', 'decode', 'with scripts'], answerWidths).join('  '),
  ' read as',
)
for (const shape of answerShapes) {
  for (const size of sizes) {
    const body = shape.build(size * 1048576)
    const mib = mebibytes(body)
    const [decoding] = time([() => decodeResponse(body)], runs)
    const [reading] = time([() => read(body)], runs)
    const cells = [
      shape.name,
      mib.toFixed(2),
      perMib(decoding?.median ?? Number.NaN, mib),
      perMib(reading?.median ?? Number.NaN, mib),
    ]
    console.log(columns(cells, answerWidths).join('  '), ` ${outcome(body)}`)
  }
}

const hostileTexts: readonly { name: string; parse: (text: string) => unknown; unit: string }[] = [
  { name: 'parseHandler: a call, then blanks', parse: parseHandler, unit: ' ' },
  { name: 'parseHandler: a call of 1 , 1 , …', parse: parseHandler, unit: '1 ,' },
  { name: "parseScript: a literal of a' a' …", parse: parseScript, unit: "a' " },
  { name: 'parseScript: // comments', parse: parseScript, unit: '//\u2028' },
  { name: 'parsePageScript: <!-- lines', parse: parsePageScript, unit: '<!--\n' },
]
const textWidths = [Math.max(...hostileTexts.map((text) => text.name.length)), 5, 8]
console.log(`\n${columns(['text', 'MiB', 'parse'], textWidths).join('  ')}`)
for (const { name, parse, unit } of hostileTexts) {
  for (const size of sizes) {
    const text = `jcomments.insertText(${unit.repeat((size * 1048576) / unit.length)}`
    const mib = mebibytes(text)
    const [parsing] = time([() => parse(text)], runs)
    console.log(
      columns([name, mib.toFixed(2), perMib(parsing?.median ?? Number.NaN, mib)], textWidths).join(
        '  ',
      ),
    )
  }
}
