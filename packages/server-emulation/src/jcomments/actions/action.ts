import type { ServerCommand } from '@jc/protocol/server-format'
import type { RequestContext } from '../context.ts'
import type { ParsedRequest } from '../request.ts'
import type { StoredComment } from '../state.ts'

/** One `jtxf` handler of `jcomments.ajax.php`. */
export type Action = (context: RequestContext, request: ParsedRequest) => ServerCommand[]

/** A `jtxa[]` or field as PHP's `(int)` reads it. */
export function toInt(value: string | undefined): number {
  const number = Number.parseInt(value ?? '', 10)
  return Number.isNaN(number) ? 0 : number
}

/** `object_group` as the server cleans it. */
export function cleanGroup(value: string | undefined): string {
  return (value ?? '').replace(/[^0-9A-Za-z_-]/g, '')
}

export function findComment(
  context: RequestContext,
  id: string | undefined,
): StoredComment | undefined {
  return context.state.comments.get(toInt(id))
}
