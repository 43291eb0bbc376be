import { SanitizedNodes } from '@jc/widget-kit'
import { memo } from 'react'
import { useFormState } from '../form/form-context.ts'
import { InlineForm } from '../form/form-home.tsx'
import { BusyIndicator } from './busy-indicator.tsx'
import { useCommentsState } from './contexts.ts'
import { MessageBox } from './message-box.tsx'
import { ReportFormView } from './report-form-view.tsx'

/**
 * One comment (`div#comment-item-<id>`) and, right after it, its reply list
 * (`div#comments-list-<id>`), as the server's tree has them. Memoized on the
 * id: a comment re-renders only when its own entry, message, report, busy
 * state or inline form changes.
 */
export const CommentItem = memo(function CommentItem({ id }: { readonly id: number }) {
  const entry = useCommentsState((state) => state.thread.comments[id])
  const busy = useCommentsState((state) => state.busy.some((call) => call.commentId === id))
  const editing = useFormState((state) => state.mode === 'edit' && state.commentId === id)
  if (!entry) return null
  // While the form edits it, the comment's moderation toolbar is hidden (spec §3).
  const className = editing ? `${entry.className} jc-editing` : entry.className
  return (
    <>
      <div id={`comment-item-${id}`} className={className} aria-busy={busy} tabIndex={-1}>
        <MessageBox target={`comment-item-${id}`} />
        <SanitizedNodes nodes={entry.body} className="jc-nodes" />
        <InlineForm commentId={id} />
        <ReportFormView commentId={id} />
        {busy && <BusyIndicator />}
      </div>
      {entry.hasReplyList && (
        <div className="comments-list" id={`comments-list-${id}`}>
          {entry.replies.map((reply) => (
            <CommentItem key={reply} id={reply} />
          ))}
        </div>
      )}
    </>
  )
})
