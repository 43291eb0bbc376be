import { SanitizedNodes } from '@jc/widget-kit'
import { useEffect } from 'react'
import { BusyIndicator } from '../view/busy-indicator.tsx'
import { useComments, useCommentsState } from '../view/contexts.ts'
import { useFormState } from './form-context.ts'
import { loadFormView, useFormViewLoad } from './load-form-view.ts'

/**
 * The form's home under the thread (`#comments-form-link`): the server's
 * "Add comment" link until the form arrives, then the heading and the form
 * whenever it is not inline under a comment; a locked or banned visitor's
 * notice instead of either.
 */
export function FormHome() {
  const { strings, headingLevel } = useComments()
  const formArea = useCommentsState((state) => state.formArea)
  const loading = useCommentsState((state) => state.busy.some((call) => call.commentId === 'form'))
  const model = useFormState((state) => state.model)
  const notice = useFormState((state) => state.notice)
  const arriving = useFormState((state) => state.arriving)
  const inlineAt = useFormState((state) => (state.mode === 'add' ? null : state.commentId))
  // A form inline under a comment that left the page (a new page, a deletion) comes home.
  const inlineShown = useCommentsState(
    (state) => inlineAt !== null && state.thread.comments[inlineAt] !== undefined,
  )
  // The form's chunk comes while the server answers for the form (the link, a deep link, a
  // draft, a reply), rather than after: the form, which waits for both, is not held back longer.
  useEffect(() => {
    if (loading || inlineAt !== null) void loadFormView()
  }, [loading, inlineAt])
  if (!model) {
    // A form the server sent waits for the chunk that reads it: its place waits, busy, with the
    // anchor a link to the form (#addcomments) scrolls to.
    if (arriving) {
      return (
        <div id="comments-form-link">
          <span id="addcomments" />
          <FormView />
        </div>
      )
    }
    const shown = notice ?? formArea
    return (
      <>
        {shown && (
          <SanitizedNodes nodes={shown} id="comments-form-link" aria-busy={loading || undefined} />
        )}
        {loading && <BusyIndicator />}
      </>
    )
  }
  return (
    <div id="comments-form-link">
      <h4 aria-level={headingLevel}>{model.heading || strings.addComment}</h4>
      <span id="addcomments" />
      {model.policy && <SanitizedNodes nodes={model.policy} className="comments-policy" />}
      {model.plugins.before && (
        <SanitizedNodes nodes={model.plugins.before} className="jc-form-plugins" />
      )}
      {!inlineShown && <FormView />}
      {model.plugins.after && (
        <SanitizedNodes nodes={model.plugins.after} className="jc-form-plugins" />
      )}
    </div>
  )
}

/**
 * The form inline under the comment it edits or replies to
 * (`#comments-inline-edit`); the comment renders it while the form is there.
 */
export function InlineForm() {
  return (
    <div id="comments-inline-edit" className="comments-inline-edit">
      <FormView />
    </div>
  )
}

/** The form once its chunk and its model are here; busy until then; a notice where it does not come. */
function FormView() {
  const { strings } = useComments()
  const load = useFormViewLoad()
  const received = useFormState((state) => state.model !== null)
  if (load.status === 'loaded' && received) return <load.CommentFormView />
  if (load.status === 'failed') {
    return (
      <p className="jc-form-unavailable" role="alert">
        {strings.formUnavailable}
      </p>
    )
  }
  return (
    <div aria-busy="true">
      <BusyIndicator />
    </div>
  )
}
