import { decodeResponse, parseScript, type ScriptCall } from '@jc/protocol'
import type { JCommentsServer } from './server.ts'
import type { Language } from './types.ts'

/** What a response makes the page do, decoded the way our client decodes it. */
export type Step =
  | ScriptCall
  | { readonly type: 'alert'; readonly message: string }
  | { readonly type: 'assign'; readonly target: string; readonly html: string }

export function stepsOf(body: string): Step[] {
  return decodeResponse(body).commands.map((command): Step => {
    if (command.kind === 'js') return parseScript(command.source)
    if (command.kind === 'al') return { type: 'alert', message: command.message }
    return { type: 'assign', target: command.target, html: command.html }
  })
}

/** Posts a body to the demo's AJAX URL, in the given language, and decodes the answer. */
export function ask(server: JCommentsServer, body: string, language: Language = 'en'): Step[] {
  const url = `http://127.0.0.1:5173/component/jcomments/?tmpl=component&lang=${language}`
  return stepsOf(server.respond({ url, body }))
}

/** A `jtxf` call with positional arguments, encoded as the legacy client sends it. */
export function call(action: string, ...args: (string | number)[]): string {
  return [
    `jtxf=JComments${action}`,
    ...args.map((arg) => `jtxa[]=${encodeURIComponent(arg)}`),
  ].join('&')
}

/** A form action with its fields, encoded as the legacy client sends them. */
export function form(action: string, fields: Readonly<Record<string, string | number>>): string {
  const pairs = Object.entries(fields).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  )
  return [`jtxf=JComments${action}`, ...pairs].join('&')
}

/** The HTML of the first list or tree replacement among the steps ('' when none). */
export function blockOf(steps: readonly Step[]): string {
  for (const step of steps) {
    if (step.type === 'updateTree' && step.mode === 'whole') return step.html
    if (step.type === 'updateList' && step.mode === 'replace') return step.html
  }
  return ''
}

/** The ids of the comment items in a block, in page order. */
export function itemIds(html: string): number[] {
  return [...html.matchAll(/id="comment-item-(\d+)"/g)].map((match) => Number(match[1]))
}
