/**
 * @jc/protocol/server-format: the JComments 2.3 server's side of the wire
 * format, for tests, benchmarks and an emulation of the server. It writes
 * responses byte for byte as the PHP code does, quirks included. Nothing here
 * is used by the client.
 *
 * @example writeResponse([{ n: 'js', d: scripts.updateVote(1, html) }])
 */

export { escapeMessage } from './escape-message.ts'
export { jsEscape } from './js-escape.ts'
export { php2jsString } from './php2js.ts'
export { scripts } from './scripts.ts'
export { type ServerCommand, writeResponse } from './write-response.ts'
