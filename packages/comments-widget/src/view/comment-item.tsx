import { SanitizedNodes } from '@jc/widget-kit'
import { lazy, memo, Suspense } from 'react'
import { useFormState } from '../form/form-context.ts'
import { InlineForm } from '../form/form-home.tsx'
import { BusyIndicator } from './busy-indicator.tsx'
import { useComments, useCommentsState } from './contexts.ts'
import { MessageBox } from './message-box.tsx'

// The report form comes in a chunk of its own, the first time a visitor reports.
const ReportFormView = lazy(() =>
  import('./report-form-view.tsx').then(
    (module) => ({ default: module.ReportFormView }),
    (error: unknown) => {
      console.warn(
        `<jc-comments>: the report form did not load (${error instanceof Error ? error.message : String(error)}).`,
      )
      return { default: ReportFormUnavailable }
    },
  ),
)

// What a comment shows besides its body, as bits of one number: a single
// subscription per store for each of a long thread's comments, and the parts
// it seldom shows are not rendered at all until then.
const hasMessage = 1
const hasReport = 2
const isBusy = 4
const hasForm = 1
const isEdited = 2

/**
 * One comment (`div#comment-item-<id>`) and, right after it, its reply list
 * (`div#comments-list-<id>`), as the server's tree has them. Memoized on the
 * id: a comment re-renders only when its own entry, message, report, busy
 * state or inline form changes.
 */
export const CommentItem = memo(function CommentItem({ id }: { readonly id: number }) {
  const item = `comment-item-${id}`
  const entry = useCommentsState((state) => state.thread.comments[id])
  const shows = useCommentsState(
    (state) =>
      (state.message?.target === item ? hasMessage : 0) |
      (state.report?.commentId === id ? hasReport : 0) |
      (state.busy.some((call) => call.commentId === id) ? isBusy : 0),
  )
  const form = useFormState((state) =>
    state.commentId !== id
      ? 0
      : (state.model !== null && state.mode !== 'add' ? hasForm : 0) |
        (state.mode === 'edit' ? isEdited : 0),
  )
  if (!entry) return null
  const busy = (shows & isBusy) !== 0
  // While the form edits it, the comment's moderation toolbar is hidden (spec §3).
  const className = form & isEdited ? `${entry.className} jc-editing` : entry.className
  return (
    <>
      <div id={item} className={className} aria-busy={busy} tabIndex={-1}>
        {shows & hasMessage ? <MessageBox target={item} /> : null}
        <SanitizedNodes nodes={entry.body} className="jc-nodes" />
        {form & hasForm ? <InlineForm /> : null}
        {shows & hasReport ? (
          <Suspense fallback={<BusyIndicator />}>
            <ReportFormView commentId={id} />
          </Suspense>
        ) : null}
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

/** Where the report form's chunk did not arrive: said where the form would be. */
function ReportFormUnavailable() {
  const { strings } = useComments()
  return (
    <p id="comments-inline-report" className="comments-inline-report" role="alert">
      {strings.reportUnavailable}
    </p>
  )
}
