import { formCalls, type HandlerAction } from '@jc/protocol'
import type { Language } from '@jc/widget-kit'
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { focusLeft } from '../focused-element.ts'
import { BusyIndicator } from './busy-indicator.tsx'
import { useComments, useCommentsState } from './contexts.ts'
import { MessageBox } from './message-box.tsx'

/** The form's heading where the server's has none; in this chunk, with the form. */
const reportHeading: Readonly<Record<Language, string>> = {
  en: 'Report to administrator',
  fa: 'گزارش به مدیر',
}

export { parseReportForm } from '../model/report-form.ts'

/**
 * The inline report form under a comment (`#comments-inline-report`), built
 * from the fields the server's form names, with its labels. Focus moves to
 * its first field when it arrives, to the server's confirmation once the
 * report is filed, and back to the Report control when the visitor cancels
 * (Cancel, or Escape in the form) or the confirmation fades while it holds
 * the focus.
 */
export function ReportFormView({ commentId }: { readonly commentId: number }) {
  const { controller, store, language, headingLevel, environment } = useComments()
  const report = useCommentsState((state) =>
    state.report?.commentId === commentId ? state.report : null,
  )
  const firstField = useRef<HTMLInputElement>(null)
  const form = report?.form ?? null
  useEffect(() => {
    const field = firstField.current
    if (form && !focusLeft(field?.closest('#jc') ?? null, environment.focused())) field?.focus()
  }, [form, environment])
  const cancel = () => {
    store.getState().dispatch({ type: 'reportClosed' })
    const opener: HandlerAction = { type: 'report', commentId }
    environment.focus(`comment-item-${commentId}`, JSON.stringify(opener))
  }
  // A refusal names no field (`jcomments.error(…,'comments-report-form','')`):
  // the first one left empty is what to fill, and takes the focus from Submit.
  const refused = useCommentsState((state) =>
    state.message?.target === 'comments-report-form' && state.message.kind === 'error'
      ? state.message.key
      : null,
  )
  const formElement = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const fields = formElement.current?.querySelectorAll<HTMLInputElement>('input[type=text]')
    const empty = Array.from(fields ?? []).find((input) => !input.value)
    if (refused !== null && !focusLeft(empty?.closest('#jc') ?? null, environment.focused()))
      empty?.focus()
  }, [refused, environment])
  const box = useRef<HTMLDivElement>(null)
  const confirming = useCommentsState((state) => state.message?.target === 'comments-inline-report')
  // A filed report's box holds its confirmation, and goes once that has gone
  // (faded, or another message took its place) rather than stay empty under
  // the comment; the focus it held goes back to Report.
  useEffect(() => {
    if (!report?.finished || confirming) return
    if (box.current?.contains(environment.focused())) cancel()
    else store.getState().dispatch({ type: 'reportClosed' })
  })
  if (!report) return null
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void controller.submitReport(
      formCalls.reportComment(
        Array.from(event.currentTarget.elements).filter(
          (control): control is HTMLInputElement => control instanceof HTMLInputElement,
        ),
      ),
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    cancel()
  }
  return (
    <div id="comments-inline-report" className="comments-inline-report" tabIndex={-1} ref={box}>
      <MessageBox target="comments-inline-report" />
      {!form && !report.finished && <BusyIndicator />}
      {form && (
        <>
          <h4 id={`jc-report-heading-${commentId}`} aria-level={headingLevel + 1}>
            {form.heading || reportHeading[language]}
          </h4>
          <MessageBox target="comments-report-form" />
          <form
            ref={formElement}
            id="comments-report-form"
            aria-labelledby={`jc-report-heading-${commentId}`}
            onSubmit={submit}
            onKeyDown={onKeyDown}
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
