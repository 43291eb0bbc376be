import { SanitizedNodes } from '@jc/widget-kit'
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { CommentEditor, type CommentEditorProps } from '../editor/comment-editor.tsx'
import { textDirection } from '../editor/text-direction.ts'
import { focusLeft } from '../focused-element.ts'
import { BusyIndicator } from '../view/busy-indicator.tsx'
import { useComments, useCommentsState } from '../view/contexts.ts'
import { MessageBox } from '../view/message-box.tsx'
import { captchaSource } from './captcha-source.ts'
import { submitKey } from './comment-form.ts'
import { useEditorConfig } from './editor-config.ts'
import { useFormState } from './form-context.ts'
import type { FormInput } from './form-model.ts'
import { formStrings } from './form-strings.ts'
import { submitComment } from './submit-comment.ts'
import { useCommentForm } from './use-comment-form.ts'

// Text inputs, as the server printed them, so the site's `input[type=text]` rules still apply;
// the keyboard and autofill hints come from inputMode and autoComplete. Addresses are
// left to right on a Persian page too; a name or title follows what is typed.
const inputHints: Record<
  FormInput['field'],
  { inputMode: 'text' | 'email' | 'url'; autoComplete: string; dir?: 'ltr' }
> = {
  name: { inputMode: 'text', autoComplete: 'name' },
  email: { inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  homepage: { inputMode: 'url', autoComplete: 'url', dir: 'ltr' },
  title: { inputMode: 'text', autoComplete: 'off' },
}

// The message box at the top of the form: an error names it as the field's description.
const messageId = 'comments-form-message'

// Far down a phone's form: a message about one of them shows right before it,
// where the visitor is, not at the top out of sight (`FormState.messagePlace`).
const messageBeside = new Set(['comment', 'captcha', 'buttons'])

/**
 * The comment form (`form#comments-form`), rendered by the widget from the
 * server's description with the legacy ids, so the site's stylesheet and its
 * labels still apply. Ctrl+Enter posts from any field; Escape leaves reply
 * mode; a field the server names gets the focus, the error style and the
 * message as its description.
 *
 * It comes in a chunk of its own with the editor, fetched when the form is
 * asked for (`load-form-view.ts`): until then the form's place waits, busy,
 * and the form is then shown whole, so it takes focus and keystrokes in the
 * order the visitor sees and no field changes under their hands.
 */
export function CommentFormView() {
  const { strings, language, environment, maxLength, headingLevel } = useComments()
  const words = formStrings[language]
  const form = useCommentForm()
  const state = useFormState((current) => current)
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = useCommentsState((current) =>
    current.busy.some((call) => call.key === submitKey),
  )
  const { model, values, mode, errorField, focus } = state
  // Read-only, not disabled: the focus stays where the visitor was while the post is out.
  const readOnly = state.sending !== null
  const config = useEditorConfig(state.configScript, environment.log)
  const { dispatch } = form

  useEffect(() => {
    // A request made while the form's chunk was on its way is taken once the form is there.
    if (!focus || !form.takeFocus(focus.request)) return
    const block = formRef.current?.closest('#jc') ?? null
    if (focusLeft(block, environment.focused())) return
    const field = formRef.current?.querySelector<HTMLElement>(`#comments-form-${focus.field}`)
    // A message shown beside the field comes into view first, the field below it.
    const beside = errorField === focus.field && messageBeside.has(focus.field)
    field?.focus({ preventScroll: beside })
    if (beside) environment.scrollTo(messageId)
  }, [focus, form, environment, errorField])

  if (!model) return null
  const errorProps = (field: string) =>
    errorField === field
      ? { className: 'error', 'aria-invalid': true, 'aria-describedby': messageId }
      : {}
  const { messagePlace } = state
  // Null: at the top, where a message about a field high in the form shows.
  const placed = messagePlace && messageBeside.has(messagePlace) ? messagePlace : null
  const messageAt = (place: string | null) =>
    placed === place && <MessageBox target="comments-form" />
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submitComment(form, event.currentTarget)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void submitComment(form, event.currentTarget)
    } else if (event.key === 'Escape' && mode === 'reply') {
      event.preventDefault()
      form.cancel()
    }
  }
  const label =
    mode === 'reply'
      ? words.replyForm
      : mode === 'edit'
        ? words.editForm
        : model.heading || strings.addComment
  const captcha = model.captcha
  const comment: CommentEditorProps = {
    id: 'comments-form-comment',
    name: 'comment',
    label: words.commentLabel,
    value: values.comment,
    selection: state.selection,
    onEdit: (edit) => dispatch({ type: 'commentEdited', edit }),
    config,
    // The server's init script says whether this visitor's text is counted
    // (a moderator's is not); only a form without one takes the element's.
    maxLength: config ? (config.counter?.max ?? null) : maxLength,
    language,
    dialogs: environment.dialogs,
    timers: environment.timers,
    invalid: errorField === 'comment',
    readOnly,
    headingLevel,
    ...(errorField === 'comment' ? { describedBy: messageId } : {}),
  }
  return (
    <form
      ref={formRef}
      id="comments-form"
      name="comments-form"
      aria-label={label}
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      {messageAt(null)}
      {model.inputs.map((input) => (
        <p key={input.field}>
          <span>
            <input
              id={`comments-form-${input.field}`}
              name={input.field}
              type="text"
              dir={textDirection(values[input.field])}
              {...inputHints[input.field]}
              value={values[input.field]}
              readOnly={readOnly}
              onChange={(event) =>
                dispatch({ type: 'fieldChanged', field: input.field, value: event.target.value })
              }
              {...(input.maxLength ? { maxLength: input.maxLength } : {})}
              {...errorProps(input.field)}
            />{' '}
            <label htmlFor={`comments-form-${input.field}`}>{input.label}</label>
          </span>
        </p>
      ))}
      {messageAt('comment')}
      <div className="jc-form-comment">
        <CommentEditor {...comment} />
      </div>
      {model.subscribeLabel !== null && (
        <p>
          <span>
            <input
              className="checkbox"
              id="comments-form-subscribe"
              type="checkbox"
              name="subscribe"
              value="1"
              checked={values.subscribe}
              aria-readonly={readOnly || undefined}
              onChange={(event) =>
                dispatch({ type: 'subscribeChanged', checked: event.target.checked })
              }
            />{' '}
            <label htmlFor="comments-form-subscribe">{model.subscribeLabel}</label>
          </span>
        </p>
      )}
      {messageAt('captcha')}
      {captcha && (
        <p className="jc-captcha">
          <span>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Refresh button beside it does the same from the keyboard */}
            <img
              className="captcha"
              id="comments-form-captcha-image"
              src={
                state.captchaNonce === null
                  ? captcha.imageSrc
                  : captchaSource(captcha.imageSrc, state.captchaNonce)
              }
              alt={captcha.imageAlt}
              width={captcha.width}
              height={captcha.height}
              onClick={form.reloadCaptcha}
            />
            <button
              type="button"
              className="captcha jc-captcha-refresh"
              onClick={form.reloadCaptcha}
            >
              {captcha.refreshLabel || words.captchaRefresh}
            </button>{' '}
            <label htmlFor="comments-form-captcha">{words.captchaLabel}</label>
            <input
              id="comments-form-captcha"
              type="text"
              name={captcha.inputName}
              autoComplete="off"
              dir="ltr"
              value={values.captcha}
              readOnly={readOnly}
              onChange={(event) =>
                dispatch({ type: 'fieldChanged', field: 'captcha', value: event.target.value })
              }
              {...errorProps('captcha')}
              // The legacy client added `error` to the field's classes: `input.captcha` still applies.
              className={errorField === 'captcha' ? 'captcha error' : 'captcha'}
            />
          </span>
        </p>
      )}
      {model.plugins.inside && (
        <SanitizedNodes nodes={model.plugins.inside} className="jc-form-plugins" />
      )}
      {messageAt('buttons')}
      <div id="comments-form-buttons">
        <div className="btn" id="comments-form-send">
          <div>
            <button
              type="submit"
              title={model.sendTitle || words.sendTitle}
              aria-disabled={submitting}
            >
              {model.sendLabel || words.send}
            </button>
          </div>
        </div>
        {mode !== 'add' && (
          <div className="btn" id="comments-form-cancel">
            <div>
              <button type="button" onClick={form.cancel}>
                {model.cancelLabel || words.cancel}
              </button>
            </div>
          </div>
        )}
        {submitting && <BusyIndicator />}
      </div>
      <div>
        {model.hidden.map((input) => (
          <input key={input.name} type="hidden" name={input.name} value={input.value} />
        ))}
        {mode === 'reply' && (
          <input
            type="hidden"
            id="comment-parent-id-hidden"
            name="parent"
            value={state.commentId ?? 0}
          />
        )}
        {mode === 'edit' && (
          <input
            type="hidden"
            id={`comment-id-hidden-${state.commentId}`}
            name="id"
            value={state.commentId ?? 0}
          />
        )}
      </div>
    </form>
  )
}
