import { calls } from '@jc/protocol'
import type { Language } from '@jc/widget-kit'
import type { SendRequest } from '../controller/controller.ts'
import type { CommentsEnvironment } from '../environment.ts'
import type { CommentsEventDetail, CommentsEventName } from '../events.ts'
import type { FormPort } from '../form-port.ts'
import { unknownForm } from '../model/server-form.ts'
import { readAuthor } from './author-cookies.ts'
import { captchaNonce } from './captcha-source.ts'
import { draftKey } from './drafts.ts'
import { editDraftKey } from './edit-draft-key.ts'
import { authorFields, parseCommentForm } from './form-model.ts'
import { formReducer } from './form-reducer.ts'
import { type FieldName, type FormAction, inlineOf } from './form-state.ts'
import type { FormStore } from './form-store.ts'
import { printedForm } from './printed-form.ts'

const fieldNames = new Set<string>([...authorFields, 'comment', 'captcha'])

/** The busy key of a post: the thread's send holds a second one back, and the view reads it. */
export const submitKey = 'comment-submit'

export interface CommentFormOptions {
  readonly store: FormStore
  readonly environment: CommentsEnvironment
  readonly objectId: number
  readonly objectGroup: string
  /** The thread's one way out to the server. */
  readonly send: SendRequest
  /** Loads the page of the thread on show again, and says so; a failure only reaches the console. */
  readonly reloadThread: () => Promise<unknown>
  readonly announce: <Name extends CommentsEventName>(
    name: Name,
    detail: CommentsEventDetail<Name>,
  ) => void
  /** Words for the thread's live region, said politely. */
  readonly say: (text: string) => void
  readonly language: Language
}

/** The comment form: the port the thread hands the server's form answers to, and what its view does. */
export interface CommentForm extends FormPort {
  readonly store: FormStore
  /** The form's one way to change its state: the view's edits, and the answers above. */
  dispatch(action: FormAction): void
  /** What posting needs (`submitComment`, which comes with the form's view). */
  readonly post: {
    readonly environment: CommentsEnvironment
    readonly send: SendRequest
    readonly reloadThread: CommentFormOptions['reloadThread']
    readonly announce: CommentFormOptions['announce']
    readonly say: CommentFormOptions['say']
    readonly language: Language
    readonly draft: string
    /** The key of an edit's draft, by the comment it edits. */
    readonly editDraft: (commentId: number) => string
  }
  /** Leaves reply or edit mode; an edit tells the server, so it unlocks the comment. */
  cancel(): void
  reloadCaptcha(): void
  /** True once per focus request: a form that moves and mounts again does not steal focus twice. */
  takeFocus(request: number): boolean
}

/**
 * Creates the form of one element. Its state lives in its own store; the
 * visitor's unsent text is written to the draft store on every change, and
 * comes back when the form is next received (add and reply modes) or when
 * the same comment is edited again (edit mode, until a save succeeds).
 */
export function createCommentForm(options: CommentFormOptions): CommentForm {
  const { store, environment, send, reloadThread, announce, say, language } = options
  const dispatch = (action: FormAction) => store.setState((state) => formReducer(state, action))
  const key = draftKey(options.objectGroup, options.objectId)
  const editKey = (commentId: number) =>
    editDraftKey(options.objectGroup, options.objectId, commentId)

  store.subscribe((state, previous) => {
    if (state.model === null) return
    const { comment, title } = state.values
    if (comment === previous.values.comment && title === previous.values.title) return
    if (state.mode !== 'edit') environment.drafts.write(key, { comment, title })
    // Only the visitor's changes to an edit: the server's text filling the form is no draft.
    else if (
      state.commentId !== null &&
      previous.mode === 'edit' &&
      previous.commentId === state.commentId
    )
      environment.drafts.write(editKey(state.commentId), { comment, title })
  })

  function receiveForm(html: string) {
    const received = parseCommentForm(html, options)
    if (!received.model && !received.notice) {
      environment.log.warn(unknownForm('comments-form', html))
      return
    }
    dispatch({ type: 'formReceived', ...received })
    if (!received.model) return
    dispatch({ type: 'authorRestored', values: readAuthor(environment.cookies) })
    const draft = environment.drafts.read(key)
    if (draft && store.getState().mode !== 'edit') dispatch({ type: 'draftRestored', ...draft })
  }
  const initialize = (script: string) => dispatch({ type: 'configured', script })

  let focusTaken = 0
  const reloadCaptcha = () =>
    dispatch({ type: 'captchaReloaded', nonce: captchaNonce(environment.random) })

  return {
    store,
    dispatch,
    post: {
      environment,
      send,
      reloadThread,
      announce,
      say,
      language,
      draft: key,
      editDraft: editKey,
    },
    isLoaded: () => store.getState().model !== null,
    receiveForm,
    initialize,
    receivePrinted(root) {
      const printed = printedForm(root)
      if (!printed) return
      receiveForm(printed.html)
      if (printed.configScript) initialize(printed.configScript)
    },
    showEdit(values) {
      // An edit left unsaved (a save that failed, a reload) comes back instead of the server's text.
      const draft = environment.drafts.read(editKey(values.id))
      const edited = draft ? { ...values, text: draft.comment, title: draft.title } : values
      dispatch({ type: 'editStarted', values: edited })
    },
    insertText: (text) => dispatch({ type: 'textInserted', text }),
    clear(field) {
      if (field === 'comment') dispatch({ type: 'commentCleared' })
      else reloadCaptcha()
    },
    markError(field) {
      if (fieldNames.has(field)) dispatch({ type: 'errorMarked', field: field as FieldName })
      else
        environment.log.warn(
          `<jc-comments>: the server named a field the form does not have: ${field}`,
        )
    },
    reply: (commentId) => dispatch({ type: 'replyStarted', commentId }),
    quoteAsked: () => dispatch({ type: 'quoteAsked' }),
    openedFrom: (commentId, control) => dispatch({ type: 'openedFrom', commentId, control }),
    cancelReply() {
      if (store.getState().mode === 'reply') dispatch({ type: 'returnedHome', posted: false })
    },
    inlineAt: () => inlineOf(store.getState()),
    leaveComment(deleted) {
      const inline = inlineOf(store.getState())
      if (!inline) return
      dispatch({ type: 'returnedHome', posted: false })
      if (inline.mode !== 'edit') return
      const { commentId } = inline
      if (deleted) environment.drafts.remove(editKey(commentId))
      // The edit locked the comment on the server: other moderators would be
      // told it is being edited, a soft-deleted one for good.
      void send({
        key: `cancel:${commentId}`,
        commentId,
        call: calls.cancelComment(commentId),
        quiet: true,
      })
    },
    // The widget hosts no reCAPTCHA; the fork's reset means "a new code is needed".
    resetRecaptcha: () => {
      if (store.getState().model?.captcha) reloadCaptcha()
    },
    focusFirstField() {
      const model = store.getState().model
      if (model) dispatch({ type: 'focusRequested', field: model.inputs[0]?.field ?? 'comment' })
    },
    cancel() {
      const { mode, commentId, opener } = store.getState()
      if (mode === 'add') return
      dispatch({ type: 'returnedHome', posted: false })
      // The form leaves with the focus inside it: back to the control that opened it.
      if (opener) environment.focus(`comment-item-${opener.commentId}`, opener.control)
      if (mode === 'edit' && commentId !== null) {
        void send({ key: `cancel:${commentId}`, commentId, call: calls.cancelComment(commentId) })
      }
    },
    reloadCaptcha,
    takeFocus(request) {
      if (request <= focusTaken) return false
      focusTaken = request
      return true
    },
  }
}
