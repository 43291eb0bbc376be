import type { FormPort } from '../form-port.ts'
import type { CommentForm, CommentFormOptions } from './comment-form.ts'
import type { FormHandle } from './form-context.ts'
import { inlineOf } from './form-state.ts'
import { loadFormView } from './load-form-view.ts'

/** The comment form as the element holds it from the start: the thread's port and the views' handle. */
export interface LazyForm extends FormPort, FormHandle {}

/**
 * The form before its logic is here: the logic comes in the form's chunk,
 * with its view, so a visitor who only reads the thread never loads it.
 * Every call waits, in the order made, and the form created once the chunk
 * arrives takes them all before any later one. Only the calls that bring or
 * place a form fetch the chunk; the others change a form, and a visitor who
 * reports a comment (which leaves reply mode) does not load one for nothing.
 * A chunk that does not come leaves the calls waiting and the thread working,
 * and `unavailable` hears of it when it fails and at each later call that
 * would bring a form (the calls one action makes, together, once).
 */
export function createLazyForm(options: CommentFormOptions, unavailable: () => void): LazyForm {
  const { store } = options
  const waiting: ((form: FormPort) => void)[] = []
  let form: CommentForm | null = null
  let requested = false
  let failed = false
  let telling = false

  function tell() {
    if (telling) return
    telling = true
    queueMicrotask(() => {
      telling = false
      unavailable()
    })
  }

  function call(apply: (form: FormPort) => void, fetch = false) {
    if (form) return apply(form)
    waiting.push(apply)
    if (!fetch) return
    if (failed) return tell()
    if (requested) return
    requested = true
    void loadFormView().then((load) => {
      if (load.status !== 'loaded') {
        failed = true
        tell()
        return
      }
      const arrived = load.createCommentForm(options)
      form = arrived
      for (const apply of waiting.splice(0)) apply(arrived)
      store.setState({ arriving: false })
    })
  }

  return {
    store,
    arrived: () => form,
    // A form on its way counts: the thread does not ask the server for it again.
    isLoaded: () => (form ? form.isLoaded() : store.getState().arriving),
    receiveForm(html, target) {
      if (!form) store.setState({ arriving: true })
      call((port) => port.receiveForm(html, target), true)
    },
    initialize: (script) => call((port) => port.initialize(script)),
    receivePrinted(root) {
      if (!root.querySelector('form#comments-form')) return
      store.setState({ arriving: true })
      call((port) => port.receivePrinted(root), true)
    },
    showEdit: (values) => call((port) => port.showEdit(values), true),
    insertText: (text) => call((port) => port.insertText(text)),
    clear: (field) => call((port) => port.clear(field)),
    markError: (field) => call((port) => port.markError(field)),
    reply: (commentId, quote) => call((port) => port.reply(commentId, quote), true),
    quoteAsked: () => call((port) => port.quoteAsked()),
    openedFrom: (commentId, control) => call((port) => port.openedFrom(commentId, control), true),
    cancelReply: () => call((port) => port.cancelReply()),
    // The mode lives in the store from the start: no need to wait for the chunk to read it.
    inlineAt: () => inlineOf(store.getState()),
    leaveComment: (deleted) => call((port) => port.leaveComment(deleted)),
    resetRecaptcha: () => call((port) => port.resetRecaptcha()),
    focusFirstField: () => call((port) => port.focusFirstField()),
  }
}
