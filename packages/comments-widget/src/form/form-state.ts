import type { SafeFragment } from '@jc/widget-kit'
import type { TextEdit, TextSelection } from '../editor/text-edits.ts'
import type { EditValues } from '../form-port.ts'
import type { AuthorField, CommentFormModel } from './form-model.ts'

/** Where the form is and what posting it does (spec §4). */
export type FormMode = 'add' | 'edit' | 'reply'

export interface FormValues {
  readonly name: string
  readonly email: string
  readonly homepage: string
  readonly title: string
  readonly comment: string
  readonly captcha: string
  readonly subscribe: boolean
}

/** The fields a server error may name, as it names them. */
export type FieldName = AuthorField | 'comment' | 'captcha'

export interface FormState {
  /** Null until the server sent the form. */
  readonly model: CommentFormModel | null
  /** What a locked or banned visitor gets instead of a form. */
  readonly notice: SafeFragment | null
  /** The form's init script (S19), which the form's chunk reads into the editor it describes. */
  readonly configScript: string | null
  readonly mode: FormMode
  /** The comment being edited, or replied to (the `parent`); null in add mode. */
  readonly commentId: number | null
  readonly values: FormValues
  /** Where the visitor's caret was at their last edit: the server's quote goes there. */
  readonly caret: TextSelection | null
  /**
   * Where the caret goes after the form itself changed the text (a quote, an
   * edit's values); the visitor's own typing never sets it, so the editor does
   * not move the caret under their keys.
   */
  readonly selection: TextSelection | null
  /**
   * The text before the caret as the visitor asked for a quote: the server's
   * quote goes there, before what they typed while it came.
   */
  readonly quoteAt: string | null
  /** What the visitor was writing before an edit filled the form; it comes back afterwards. */
  readonly stash: FormValues | null
  readonly errorField: FieldName | null
  /**
   * Where a message about the form shows: right before the field a post's
   * error named, or before the buttons, where the visitor pressed Send, for a
   * post's other failures; it stays there while the visitor corrects the
   * field. Undefined, at the top: before a post, once the form is home (a
   * success says so there) or taken to a comment. Absent from the initial
   * state, which comes with the thread.
   */
  readonly messagePlace?: FieldName | 'buttons' | undefined
  /** The captcha image's cache-buster; null shows the server's own URL. */
  readonly captchaNonce: number | null
  /** The control that took the form inline (its action), where the focus goes back when it comes home unsent. */
  readonly opener: { readonly commentId: number; readonly control: string } | null
  /** A request to move focus to a field; `request` grows so the same field can be asked again. */
  readonly focus: { readonly field: FieldName; readonly request: number } | null
  /**
   * What a post in flight sent. Until its answer the fields are read-only:
   * a success empties what was sent, so nothing typed meanwhile may be in them.
   */
  readonly sending: FormValues | null
  /**
   * The text of a new comment whose post got no answer (none came, or none
   * could be read): the server may have stored it, and then refuses the same
   * text sent again.
   */
  readonly unanswered: string | null
}

export type FormAction =
  | {
      readonly type: 'formReceived'
      readonly model: CommentFormModel | null
      readonly notice: SafeFragment | null
    }
  | { readonly type: 'configured'; readonly script: string }
  | {
      readonly type: 'fieldChanged'
      readonly field: AuthorField | 'captcha'
      readonly value: string
    }
  | { readonly type: 'subscribeChanged'; readonly checked: boolean }
  | { readonly type: 'commentEdited'; readonly edit: TextEdit }
  | { readonly type: 'textInserted'; readonly text: string }
  | { readonly type: 'quoteAsked' }
  | { readonly type: 'openedFrom'; readonly commentId: number; readonly control: string }
  | { readonly type: 'replyStarted'; readonly commentId: number }
  | { readonly type: 'editStarted'; readonly values: EditValues }
  /** Back under the thread in add mode; `posted` clears what was sent. */
  | { readonly type: 'returnedHome'; readonly posted: boolean }
  | { readonly type: 'sendStarted' }
  /** The post got no answer (`answered` false), or one that did not take it: the fields are the visitor's again. */
  | { readonly type: 'sendEnded'; readonly answered: boolean }
  | { readonly type: 'commentCleared' }
  | { readonly type: 'captchaReloaded'; readonly nonce: number }
  | { readonly type: 'errorMarked'; readonly field: FieldName }
  | { readonly type: 'focusRequested'; readonly field: FieldName }
  /** Name, e-mail and homepage remembered from an earlier post (cookies). */
  | {
      readonly type: 'authorRestored'
      readonly values: Partial<Pick<FormValues, 'name' | 'email' | 'homepage'>>
    }
  /** The unsent text of this object, kept across a reload. */
  | { readonly type: 'draftRestored'; readonly comment: string; readonly title: string }

/** The comment the form is inline under, replying or editing; null at home. */
export function inlineOf(
  state: Pick<FormState, 'mode' | 'commentId'>,
): { readonly mode: 'reply' | 'edit'; readonly commentId: number } | null {
  const { mode, commentId } = state
  return mode === 'add' || commentId === null ? null : { mode, commentId }
}

export const emptyValues: FormValues = {
  name: '',
  email: '',
  homepage: '',
  title: '',
  comment: '',
  captcha: '',
  subscribe: false,
}

/**
 * Where every form starts. It lives with the types rather than with the
 * reducer: the store holds it from the first render, and the reducer comes
 * with the form's chunk.
 */
export const initialFormState: FormState = {
  model: null,
  notice: null,
  configScript: null,
  mode: 'add',
  commentId: null,
  values: emptyValues,
  caret: null,
  selection: null,
  quoteAt: null,
  stash: null,
  errorField: null,
  captchaNonce: null,
  opener: null,
  focus: null,
  sending: null,
  unanswered: null,
}
