import type { JCommentsAction } from '@jc/protocol'

// The calls that only fetch. Every other call may change what the server
// stores, and its answer can be lost after the server did the work (an HTTP
// 500 from a plugin that runs after the write), so its failure never means
// "nothing changed". Opening and closing the editor only lock a comment for
// a while, unseen.
const reads = new Set<JCommentsAction>([
  'ShowPage',
  'ShowComment',
  'ShowForm',
  'ShowReportForm',
  'QuoteComment',
  'EditComment',
  'CancelComment',
  'Jump2email',
])

/** Whether a call may have been carried out even though its answer did not arrive. */
export function isWrite(action: JCommentsAction): boolean {
  return !reads.has(action)
}
