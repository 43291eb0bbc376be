import type { JtxCall } from './call.ts'
import { encodeFormCall, type FormControlLike } from './encode-form.ts'

/**
 * The builders of the three actions that post a form's fields (spec §7).
 * Apart from `calls` because only the comment form and the report form post
 * one: the bundle ships them with those forms, not with every thread.
 */
export const formCalls = {
  /** Post the comment form in add or reply mode. */
  addComment: (form: Iterable<FormControlLike>): JtxCall => encodeFormCall('AddComment', form),
  /** Post the comment form in edit mode (it carries the hidden `id`). */
  saveComment: (form: Iterable<FormControlLike>): JtxCall => encodeFormCall('SaveComment', form),
  /** Post the report form. */
  reportComment: (form: Iterable<FormControlLike>): JtxCall =>
    encodeFormCall('ReportComment', form),
} as const
