import { insertAt } from '../editor/text-edits.ts'
import type { FieldName, FormAction, FormState, FormValues } from './form-state.ts'

function focusOn(state: FormState, field: FieldName): FormState['focus'] {
  return { field, request: (state.focus?.request ?? 0) + 1 }
}

/** Values with the empty ones among `keys` filled from `source`: what the visitor typed wins. */
function fillEmpty<Key extends keyof FormValues>(
  values: FormValues,
  source: Partial<Pick<FormValues, Key>>,
): FormValues {
  const next: Record<string, unknown> = { ...values }
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' && value !== '' && next[key] === '') next[key] = value
  }
  return next as unknown as FormValues
}

/** The values to go on with once an edit ends: what the visitor had been writing before it. */
function leaveEdit(state: FormState): FormValues {
  return state.mode === 'edit'
    ? (state.stash ?? { ...state.values, comment: '', title: '' })
    : state.values
}

/**
 * The text of `field` once what was sent of it is posted: emptied, unless it
 * changed during the post (a quote the server inserted), which then stays.
 */
function afterPost(state: FormState, field: 'comment' | 'title', values = state.values): string {
  const sent = state.sending?.[field]
  return sent === undefined || values[field] === sent ? '' : values[field]
}

/** The comment form's transitions (spec §4, protocol §5.2): pure, one per action. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'formReceived': {
      const printed = Object.fromEntries(
        (action.model?.inputs ?? []).map((input) => [input.field, input.value]),
      )
      return {
        ...state,
        model: action.model,
        notice: action.notice,
        values: fillEmpty(state.values, printed),
      }
    }
    case 'configured':
      // The legacy init clears the captcha input: a code typed for an older image is stale.
      return { ...state, configScript: action.script, values: { ...state.values, captcha: '' } }
    case 'fieldChanged':
      if (state.sending) return state
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errorField: state.errorField === action.field ? null : state.errorField,
      }
    case 'subscribeChanged':
      if (state.sending) return state
      return { ...state, values: { ...state.values, subscribe: action.checked } }
    case 'commentEdited':
      if (state.sending) return state
      return {
        ...state,
        values: { ...state.values, comment: action.edit.text },
        caret: action.edit.selection,
        errorField: state.errorField === 'comment' ? null : state.errorField,
      }
    case 'quoteAsked': {
      const { comment } = state.values
      return { ...state, quoteAt: comment.slice(0, state.caret?.start ?? comment.length) }
    }
    case 'textInserted': {
      const { comment } = state.values
      const { caret, quoteAt } = state
      const end = comment.length
      // Where the quote was asked for, if what the visitor typed since left the text before it as it was.
      const asked = quoteAt !== null && comment.startsWith(quoteAt) ? quoteAt.length : null
      const edit = insertAt(
        comment,
        asked === null ? (caret ?? { start: end, end }) : { start: asked, end: asked },
        action.text,
      )
      // There, the caret stays in what the visitor typed meanwhile, after the quote.
      const shift = (offset: number) =>
        asked === null || offset < asked ? offset : offset + action.text.length
      const selection =
        asked !== null && caret
          ? { start: shift(caret.start), end: shift(caret.end) }
          : edit.selection
      return {
        ...state,
        values: { ...state.values, comment: edit.text },
        caret: selection,
        selection,
        quoteAt: null,
        focus: focusOn(state, 'comment'),
      }
    }
    case 'openedFrom':
      return { ...state, opener: { commentId: action.commentId, control: action.control } }
    case 'replyStarted':
      return {
        ...state,
        mode: 'reply',
        commentId: action.commentId,
        values: leaveEdit(state),
        stash: null,
        errorField: null,
        messagePlace: undefined,
        focus: focusOn(state, 'comment'),
      }
    case 'editStarted': {
      const { id, name, email, homepage, title, text } = action.values
      return {
        ...state,
        mode: 'edit',
        commentId: id,
        stash: state.mode === 'edit' ? state.stash : state.values,
        values: { ...state.values, name, email, homepage, title, comment: text },
        caret: { start: text.length, end: text.length },
        selection: { start: text.length, end: text.length },
        errorField: null,
        messagePlace: undefined,
        focus: focusOn(state, 'comment'),
      }
    }
    case 'returnedHome': {
      const values = leaveEdit(state)
      return {
        ...state,
        mode: 'add',
        commentId: null,
        values:
          action.posted && state.mode !== 'edit'
            ? {
                ...values,
                comment: afterPost(state, 'comment', values),
                title: afterPost(state, 'title', values),
                captcha: '',
              }
            : values,
        caret: null,
        selection: null,
        quoteAt: null,
        stash: null,
        errorField: null,
        messagePlace: undefined,
        opener: null,
        sending: action.posted ? null : state.sending,
        unanswered: action.posted ? null : state.unanswered,
      }
    }
    case 'sendStarted':
      return { ...state, sending: state.values, messagePlace: 'buttons' }
    case 'sendEnded':
      return {
        ...state,
        sending: null,
        unanswered:
          action.answered || state.mode === 'edit' ? null : (state.sending?.comment ?? null),
      }
    case 'commentCleared':
      return {
        ...state,
        values: { ...state.values, comment: afterPost(state, 'comment') },
        caret: null,
        selection: null,
      }
    case 'captchaReloaded':
      return { ...state, captchaNonce: action.nonce, values: { ...state.values, captcha: '' } }
    case 'errorMarked':
      return {
        ...state,
        errorField: action.field,
        messagePlace: action.field,
        focus: focusOn(state, action.field),
      }
    case 'focusRequested':
      return { ...state, focus: focusOn(state, action.field) }
    case 'authorRestored':
      return { ...state, values: fillEmpty(state.values, action.values) }
    case 'draftRestored':
      return {
        ...state,
        values: fillEmpty(state.values, { comment: action.comment, title: action.title }),
      }
  }
}
