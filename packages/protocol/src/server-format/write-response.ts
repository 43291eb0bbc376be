import { php2jsString } from './php2js.ts'

/**
 * A command as the server builds it, before encoding. `js` data is script
 * source (see `scripts`), `al` data is alert text, `as` data is HTML for the
 * element with the id `t`.
 */
export type ServerCommand =
  | { readonly n: 'js'; readonly d: string }
  | { readonly n: 'al'; readonly d: string }
  | {
      readonly n: 'as'
      readonly t: string
      readonly d: string
      /** The property to set; the server always writes `innerHTML`, the default. */
      readonly p?: string
    }

/**
 * Writes a response body byte for byte as `JoomlaTuneAjaxResponse::getOutput`
 * prints it: `[ { "n": "js", "d": "…" }, { "n": "as", "t": "…", "p": "innerHTML", "d": "…" } ]`,
 * keys in the order n, t, p, d, and `[  ]` for no commands. There is no
 * trailing newline.
 *
 * The commands are written as given. The server's `addAssign` first moves
 * `<script>` blocks out of assigned HTML into `js` commands after the `as`;
 * an emulation that needs that passes them as separate commands.
 */
export function writeResponse(commands: readonly ServerCommand[]): string {
  return `[ ${commands.map(writeCommand).join(', ')} ]`
}

function writeCommand(command: ServerCommand): string {
  const members: [string, string][] = [['n', command.n]]
  if (command.n === 'as') {
    members.push(['t', command.t], ['p', command.p ?? 'innerHTML'])
  }
  members.push(['d', command.d])
  const body = members.map(([key, value]) => `${php2jsString(key)}: ${php2jsString(value)}`)
  return `{ ${body.join(', ')} }`
}
