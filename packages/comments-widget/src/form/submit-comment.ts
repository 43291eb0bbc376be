import { formCalls } from '@jc/protocol'
import { formTarget } from '../controller/targets.ts'
import { writeAuthor } from './author-cookies.ts'
import { type CommentForm, submitKey } from './comment-form.ts'
import { foreignControls } from './foreign-controls.ts'
import { formControls } from './form-controls.ts'
import { formStrings } from './form-strings.ts'

/**
 * Posts the form (AddComment, or SaveComment in edit mode): the widget's
 * fields from its state, then every other field of the rendered `element`.
 * The fields are read-only until the answer, and a second post waits for it. It comes with the form's
 * view: a visitor who only reads never loads it.
 */
export async function submitComment(
  form: CommentForm,
  element: HTMLFormElement | null,
): Promise<void> {
  const { environment, send, reloadThread, announce, say, language, draft, editDraft } = form.post
  const state = form.store.getState()
  if (!state.model || state.sending) return
  const askedFrom = environment.focused()
  const { mode, commentId, values, unanswered } = state
  const editing = mode === 'edit'
  if (!editing) writeAuthor(environment.cookies, values)
  const own = formControls(state)
  const controls = [...own, ...foreignControls(element, own)]
  form.dispatch({ type: 'sendStarted' })
  const outcome = await send({
    key: submitKey,
    commentId: 'form',
    call: editing ? formCalls.saveComment(controls) : formCalls.addComment(controls),
    messageTarget: formTarget,
  })
  // No answer, a refusal, or an answer that did nothing: the visitor's text stays.
  if (!outcome || outcome.error || !(outcome.threadChanged || outcome.info)) {
    form.dispatch({ type: 'sendEnded', answered: outcome !== null })
    // A failure that names no field is said right before the buttons, where
    // the visitor pressed Send: into view, as a phone's form is taller than its screen.
    if (form.store.getState().messagePlace === 'buttons')
      environment.scrollTo('comments-form-message')
    // The post before, of this same text, got no answer, and the server may
    // have stored it: it then refuses this one (a duplicate, too soon after
    // it, or with the captcha it used up), and the thread shows whether it
    // holds the comment. The refusal is said as the server's message, and
    // that the thread came again after it.
    if (outcome?.error && !editing && unanswered === values.comment) await reloadThread()
    return
  }
  form.dispatch({ type: 'returnedHome', posted: true })
  // Focus goes to the comment the visitor wrote or edited, into view; where
  // the server shows none at once (it waits for moderation), to the
  // server's message at the top of the form, which may lie above the view.
  const written = editing ? commentId : (outcome.added[0] ?? null)
  environment.focus(
    written === null ? 'comments-form-message' : `comment-item-${written}`,
    undefined,
    askedFrom,
  )
  if (editing && commentId !== null) {
    environment.drafts.remove(editDraft(commentId))
    announce('jc-saved', { commentId })
    // The server says nothing of a save; the focus on the comment alone does not tell it.
    say(formStrings[language].saved)
  }
  if (!editing) {
    environment.drafts.remove(draft)
    announce('jc-posted', {
      commentId: outcome.added[0] ?? null,
      parentId: mode === 'reply' && commentId !== null ? commentId : 0,
    })
  }
}
