import { type FormEvent, useEffect, useRef } from 'react'
import { BusyIndicator } from './busy-indicator.tsx'
import { useComments, useCommentsState } from './contexts.ts'
import { MessageBox } from './message-box.tsx'

export { parseReportForm } from '../model/report-form.ts'

/**
 * The inline report form under a comment (`#comments-inline-report`), built
 * from the fields the server's form names, with its labels. Focus moves to
 * its first field when it arrives.
 */
export function ReportFormView({ commentId }: { readonly commentId: number }) {
  const { controller, store, strings, headingLevel } = useComments()
  const report = useCommentsState((state) =>
    state.report?.commentId === commentId ? state.report : null,
  )
  const firstField = useRef<HTMLInputElement>(null)
  const form = report?.form ?? null
  useEffect(() => {
    if (form) firstField.current?.focus()
  }, [form])
  if (!report) return null
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void controller.submitReport(
      Array.from(event.currentTarget.elements).filter(
        (control): control is HTMLInputElement => control instanceof HTMLInputElement,
      ),
    )
  }
  const cancel = () => store.getState().dispatch({ type: 'reportClosed' })
  return (
    <div id="comments-inline-report" className="comments-inline-report">
      <MessageBox target="comments-inline-report" />
      {!form && !report.finished && <BusyIndicator />}
      {form && (
        <>
          <h4 id={`jc-report-heading-${commentId}`} aria-level={headingLevel + 1}>
            {form.heading || strings.reportHeading}
          </h4>
          <MessageBox target="comments-report-form" />
          <form
            id="comments-report-form"
            aria-labelledby={`jc-report-heading-${commentId}`}
            onSubmit={submit}
          >
            {form.fields.map((field, index) => (
              <p key={field.id || field.name}>
                <span>
                  <input
                    ref={index === 0 ? firstField : undefined}
                    id={field.id}
                    name={field.name}
                    type="text"
                    {...(field.maxLength ? { maxLength: field.maxLength } : {})}
                  />
                  <label htmlFor={field.id}>{field.label}</label>
                </span>
              </p>
            ))}
            {form.hidden.map((input) => (
              <input key={input.name} type="hidden" name={input.name} value={input.value} />
            ))}
            <div id="comments-report-form-buttons">
              <button type="submit" className="btn">
                {form.submitLabel}
              </button>
              <button type="button" className="btn" onClick={cancel}>
                {form.cancelLabel}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  )
}
