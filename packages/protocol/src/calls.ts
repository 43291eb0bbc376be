import type { JtxCall } from './call.ts'
import { encodeCall } from './encode.ts'

/**
 * One builder per action of the protocol (spec §7) that sends positional
 * arguments, in the order the server reads them; the three that post a form
 * are `formCalls`. Comment ids are numbers; the object group is the server's
 * `object_group`, e.g. `com_content`.
 */
export const calls = {
  /** Ask for a comment's values to edit; `loadForm` also asks for the form when none is loaded. */
  editComment: (id: number, loadForm = false): JtxCall =>
    encodeCall('EditComment', loadForm ? [id, 1] : [id]),
  /** Tell the server editing stopped, so it unlocks the comment. */
  cancelComment: (id: number): JtxCall => encodeCall('CancelComment', [id]),
  /** Ask for a comment's text as a quote; `loadForm` also asks for the form when none is loaded. */
  quoteComment: (id: number, loadForm = false): JtxCall =>
    encodeCall('QuoteComment', loadForm ? [id, 1] : [id]),
  /** Toggle a comment's published state. */
  publishComment: (id: number): JtxCall => encodeCall('PublishComment', [id]),
  deleteComment: (id: number): JtxCall => encodeCall('DeleteComment', [id]),
  /** Ask for a masked e-mail address; `hash` is the md5 the server put in the markup. */
  jump2email: (id: number, hash: string): JtxCall => encodeCall('Jump2email', [id, hash]),
  voteComment: (id: number, value: 1 | -1): JtxCall => encodeCall('VoteComment', [id, value]),
  /** Load the list page or tree that holds one comment. */
  showComment: (id: number): JtxCall => encodeCall('ShowComment', [id]),
  /** Load a page of the list; the first page is 0 (the tree ignores the number). */
  showPage: (objectId: number, objectGroup: string, page: number): JtxCall =>
    encodeCall('ShowPage', [objectId, objectGroup, page]),
  /** Ask for the comment form, to be assigned into the element `target`. */
  showForm: (objectId: number, objectGroup: string, target: string): JtxCall =>
    encodeCall('ShowForm', [objectId, objectGroup, target]),
  /** Ask for the report form of a comment, to be assigned into the element `target`. */
  showReportForm: (id: number, target: string): JtxCall =>
    encodeCall('ShowReportForm', [id, target]),
  banIP: (id: number): JtxCall => encodeCall('BanIP', [id]),
  subscribe: (objectId: number, objectGroup: string): JtxCall =>
    encodeCall('Subscribe', [objectId, objectGroup]),
  unsubscribe: (objectId: number, objectGroup: string): JtxCall =>
    encodeCall('Unsubscribe', [objectId, objectGroup]),
} as const
