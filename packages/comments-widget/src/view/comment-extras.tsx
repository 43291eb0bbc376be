import { lazy, memo, Suspense, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { reasonOf } from '../error-reason.ts'
import { useFormState } from '../form/form-context.ts'
import { InlineForm } from '../form/form-home.tsx'
import type { FormState } from '../form/form-state.ts'
import { itemCommentId } from '../model/comment-link.ts'
import type { CommentsStoreState } from '../model/store.ts'
import { BusyIndicator } from './busy-indicator.tsx'
import { useComments, useCommentsState } from './contexts.ts'
import { MessageBox } from './message-box.tsx'
import { holdExtras } from './thread-dom.ts'

// The report form comes in a chunk of its own, the first time a visitor reports.
const ReportFormView = lazy(() =>
  import('./report-form-view.tsx').then(
    (module) => ({ default: module.ReportFormView }),
    (error: unknown) => {
      console.warn(`<jc-comments>: the report form did not load (${reasonOf(error)}).`)
      return { default: ReportFormUnavailable }
    },
  ),
)

/** The comments that show something besides their server nodes, in the thread's state. */
export function commentsWithExtras(state: CommentsStoreState): number[] {
  const ids = new Set<number>()
  const messageAt = itemCommentId(state.message?.target ?? '')
  if (messageAt !== null) ids.add(messageAt)
  if (state.report) ids.add(state.report.commentId)
  for (const call of state.busy) if (typeof call.commentId === 'number') ids.add(call.commentId)
  return [...ids].filter((id) => state.thread.comments[id] !== undefined).sort((a, b) => a - b)
}

/** The comment the form is shown under, if any. */
function formShownAt(state: FormState): number | null {
  return state.model !== null && state.mode !== 'add' ? state.commentId : null
}

/** The comment the form is shown under or is loading to edit, if any. */
export function commentWithForm(state: FormState): number | null {
  return formShownAt(state) ?? (state.mode === 'edit' ? state.commentId : null)
}

function createHosts() {
  const start = document.createElement('div')
  const end = document.createElement('div')
  start.className = 'jc-nodes'
  end.className = 'jc-nodes'
  return { start, end }
}

/**
 * What one comment shows besides the server's nodes, rendered into its
 * server item: the message at its top; the inline form, the report form and
 * the busy indicator after the body. Only the comments with something to
 * show have one, so a long thread costs React nothing per comment.
 */
export const CommentExtras = memo(function CommentExtras({ id }: { readonly id: number }) {
  const item = `comment-item-${id}`
  const element = useCommentsState((state) => state.thread.comments[id]?.element)
  const message = useCommentsState((state) => state.message?.target === item)
  const report = useCommentsState((state) => state.report?.commentId === id)
  const busy = useCommentsState((state) => state.busy.some((call) => call.commentId === id))
  const form = useFormState((state) => formShownAt(state) === id)
  const editing = useFormState((state) => state.commentId === id && state.mode === 'edit')
  const [hosts] = useState(createHosts)

  useLayoutEffect(() => (element ? holdExtras(element, hosts) : undefined), [element, hosts])
  // While the form edits it, the comment's moderation toolbar is hidden (spec §3).
  useLayoutEffect(() => {
    if (!element) return
    element.classList.toggle('jc-editing', editing)
    if (busy) element.setAttribute('aria-busy', 'true')
    return () => {
      element.classList.remove('jc-editing')
      element.removeAttribute('aria-busy')
    }
  }, [element, editing, busy])

  if (!element) return null
  return (
    <>
      {createPortal(message ? <MessageBox target={item} /> : null, hosts.start)}
      {createPortal(
        <>
          {form && <InlineForm />}
          {report && (
            <Suspense fallback={<BusyIndicator />}>
              <ReportFormView commentId={id} />
            </Suspense>
          )}
          {busy && <BusyIndicator />}
        </>,
        hosts.end,
      )}
    </>
  )
})

/** Where the report form's chunk did not arrive: said where the form would be. */
function ReportFormUnavailable() {
  const { strings } = useComments()
  return (
    <p id="comments-inline-report" className="comments-inline-report" role="alert">
      {strings.formUnavailable}
    </p>
  )
}
