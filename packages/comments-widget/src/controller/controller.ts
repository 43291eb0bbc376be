import {
  calls,
  type HandlerAction,
  isAbortError,
  type JCommentsTransport,
  type JtxCall,
  lazyImport,
} from '@jc/protocol'
import { announceRequestEnd, elementById, emit, type Language } from '@jc/widget-kit'
import type { CommentsEnvironment } from '../environment.ts'
import { reasonOf } from '../error-reason.ts'
import type { CommentsEventDetail, CommentsEventName, ErrorDetail } from '../events.ts'
import type { FormPort } from '../form-port.ts'
import { itemCommentId, linkedCommentId } from '../model/comment-link.ts'
import { currentPage } from '../model/current-page.ts'
import { type MarkupOptions, prepareMarkup } from '../model/markup.ts'
import { neighbourOf, withDescendants } from '../model/reducer.ts'
import type { BusyScope, CommentsState } from '../model/state.ts'
import type { CommentsStore } from '../model/store.ts'
import type { CommentsStrings } from '../strings.ts'
import type { AnsweredContext, ApplyContext, Deleting } from './answer-chunk.ts'
import { type Fault, faultOf, faultSaying } from './faults.ts'
import { createMessages } from './messages.ts'
import type { Outcome } from './outcome.ts'
import { endTarget, formTarget, targetExists } from './targets.ts'
import { createThreadFeeder, type ThreadSlicing } from './thread-feeder.ts'

export interface ControllerOptions {
  readonly element: HTMLElement
  /** The commented object, as the element's attributes name it. */
  readonly objectId: number
  readonly objectGroup: string
  readonly store: CommentsStore
  readonly transport: JCommentsTransport
  readonly form: FormPort
  readonly environment: CommentsEnvironment
  readonly strings: CommentsStrings
  readonly linksInNewWindow: boolean
  readonly headingLevel: number
  readonly language: Language
  /** How whole threads are shown: at once where sanitizing is fast, in slices elsewhere. */
  readonly slicing: ThreadSlicing
}

/** One call: its busy key (a second one with the same key is not sent), and what it concerns. */
export interface CommentsRequest {
  readonly key: string
  readonly commentId: BusyScope
  readonly call: JtxCall
  /** Failures only reach the console (a background refresh). */
  readonly quiet?: boolean
  /** Where a failure's message goes, when not at the comment or the block. */
  readonly messageTarget?: string
  /** The server's alerts are the caller's to show (a refused vote, at its comment); else they are dialogs. */
  readonly keepAlerts?: boolean
  /** A failure offers the refresh again: the call is that refresh. */
  readonly offersRefresh?: boolean
  /** The call deletes a comment: the form that replies to or edits one it takes says so. */
  readonly deleting?: Deleting
  /** The control a call about the whole block came from: the focus goes back to it when its failure's message goes. */
  readonly control?: AskingControl
  /** The answer is applied once this settles (the first touch's reload waits for a press to end). */
  readonly applyAfter?: () => Promise<unknown>
}

/** Where a call's failure is said, and the control it came from. */
type Asked = Pick<CommentsRequest, 'messageTarget' | 'control'>

/** A control of the server's, by the id of the element that holds it and its action. */
export interface AskingControl {
  readonly from: string
  readonly control: string
}

/** Sends a call and applies its answer; null when it was not sent or got no usable answer. */
export type SendRequest = (request: CommentsRequest) => Promise<Outcome | null>

export interface CommentsController {
  /**
   * Runs the action of a control the visitor used; `from` is the id of the
   * element that holds it (its own, where it has one), where the focus goes
   * back once an answer rendered the control again.
   */
  run(action: HandlerAction, from?: string): Promise<void>
  showPage(page: number, options?: Pick<CommentsRequest, 'quiet' | 'applyAfter'>): Promise<void>
  /**
   * Reloads the page of the thread the visitor is on, to show what the server holds now; a
   * failure is said at `at`, else where the message on show is. True once the page is shown.
   */
  refresh(at?: string | null): Promise<boolean>
  /** The same, where the visitor did not ask: a failure only reaches the console, and focus stays. */
  reload(): Promise<boolean>
  /** The visitor dismissed a failure's message. */
  dismissMessage(): void
  showComment(id: number): Promise<void>
  showForm(target: string): Promise<void>
  /** Posts the report form; its view encodes the call, bringing the form encoder in its chunk. */
  submitReport(call: JtxCall): Promise<void>
  /** The one way calls go out; the comment form posts through it too. */
  send: SendRequest
  /** Appends the slices of a printed thread that follow its first screen. */
  continueThread(pieces: readonly string[]): Promise<void>
  /** The form's chunk did not come: a visitor who asked for the form from a comment is told there. */
  formUnavailable(): void
}

// What applies the server's answers (and reads their scripts), and what
// follows them, comes with the first call, fetched while the call is out: a
// page whose visitors only read never downloads it. A download that fails
// fails the call, as a lost answer; once a call has an outcome, it is in.
const loadAnswerChunk = lazyImport(() => import('./answer-chunk.ts'))

/**
 * Turns visitor actions into calls, and the server's answers into store
 * actions and effects, for one element.
 */
export function createController(options: ControllerOptions): CommentsController {
  const { element, store, transport, form, environment, strings } = options
  const { dispatch } = store.getState()
  const { objectId, objectGroup } = options
  const inFlight = new Set<string>()
  const markup: MarkupOptions = {
    linksInNewWindow: options.linksInNewWindow,
    headingLevel: options.headingLevel,
    language: options.language,
    warn: (message) => environment.log.warn(message),
  }

  function announce<Name extends CommentsEventName>(name: Name, detail: CommentsEventDetail<Name>) {
    emit(element, name, detail)
  }

  const reportError = (detail: ErrorDetail) => announce('jc-error', detail)
  const messages = createMessages({
    store,
    environment,
    markup,
    formLoaded: () => form.isLoaded(),
    document: element.ownerDocument,
    reportError,
  })

  /** Where a call's messages go: where it says, else at its comment, else at the top of the block. */
  function targetOf(request: CommentsRequest): string {
    // A call about no comment (null, 'form') names no item that exists.
    const item = `comment-item-${request.commentId}`
    return request.messageTarget || (targetExists(store.getState(), item, false) ? item : 'jc')
  }

  // What the failure's message on show was about, where it was no comment or form.
  let failedControl: AskingControl | null = null

  async function failed(request: CommentsRequest, reason: string, fault: Fault) {
    environment.log.warn(`<jc-comments>: ${request.call.action} got no usable answer: ${reason}`)
    if (request.quiet) return
    const { call, offersRefresh = false } = request
    const lost = () => faultSaying(call.action, strings.noAnswer, strings.answerLost, offersRefresh)
    // The words of what followed an answer come with the answer's chunk, fetched with the call;
    // where even that did not come, the answer is as good as lost.
    const { text, refresh } =
      fault === 'lost'
        ? lost()
        : await loadAnswerChunk().then(
            (chunk) => chunk.faultMessage(fault, call.action, options.language, offersRefresh),
            lost,
          )
    messages.showError(text, targetOf(request), request.key, refresh)
    failedControl = request.control ?? null
  }

  const threads = createThreadFeeder({
    store,
    prepare: (html) => prepareMarkup(html, markup),
    slicing: options.slicing,
    visitorAt: () => form.inlineAt()?.commentId ?? null,
  })

  const context: ApplyContext = {
    store,
    form,
    environment,
    markup,
    threads,
    showMessage: messages.show,
    reportError,
  }

  const answered: AnsweredContext = {
    store,
    form,
    environment,
    messages,
    language: options.language,
    announce,
  }

  async function send(request: CommentsRequest): Promise<Outcome | null> {
    if (inFlight.has(request.key)) return null
    inFlight.add(request.key)
    dispatch({ type: 'busyStarted', key: request.key, commentId: request.commentId })
    try {
      const [answer, { applyCommands, formFollowsThread, readableAnswer }] = await Promise.all([
        transport.send(request.call),
        loadAnswerChunk(),
      ])
      if (!readableAnswer(answer.warnings, environment.log)) {
        await failed(request, 'the answer could not be read', 'unreadable')
        return null
      }
      await request.applyAfter?.()
      messages.answered(request.key)
      const outcome = applyCommands(answer.commands, context)
      if (!request.keepAlerts) for (const text of outcome.alerts) environment.dialogs.alert(text)
      // A long thread's later slices are part of the answer: the call is busy until they are in.
      await threads.settled()
      if (outcome.threadChanged) formFollowsThread(answered, request.deleting)
      return outcome
    } catch (error) {
      if (isAbortError(error)) return null
      await failed(request, reasonOf(error), faultOf(error))
      return null
    } finally {
      inFlight.delete(request.key)
      dispatch({ type: 'busyEnded', key: request.key })
      announceRequestEnd(element)
    }
  }

  const onComment = (key: string, commentId: number, call: JtxCall) =>
    send({ key: `${key}:${commentId}`, commentId, call })

  /** Loads a page of the thread; true once it is shown. */
  async function loadPage(
    page: number,
    pageOptions: Asked & Pick<CommentsRequest, 'quiet' | 'offersRefresh' | 'applyAfter'>,
  ): Promise<boolean> {
    const outcome = await send({
      key: 'page',
      commentId: null,
      call: calls.showPage(objectId, objectGroup, page),
      ...pageOptions,
    })
    if (outcome) announce('jc-loaded', { page, commentId: null })
    return outcome !== null
  }

  async function showPage(
    page: number,
    pageOptions: Pick<CommentsRequest, 'quiet' | 'applyAfter'> = {},
  ) {
    await loadPage(page, pageOptions)
  }

  // The message's button went with it: focus goes back to what the message was about.
  function focusTargetOf(
    target: string,
    report: CommentsState['report'],
    askedFrom?: Element | null,
  ) {
    if (target === formTarget) form.focusFirstField()
    else if (itemCommentId(target) !== null) environment.focus(target, undefined, askedFrom)
    else if (report && target === 'comments-report-form')
      environment.focus(`comment-item-${report.commentId}`, undefined, askedFrom)
    else if (failedControl) environment.focus(failedControl.from, failedControl.control, askedFrom)
    else environment.focus('comments', undefined, askedFrom)
  }

  /** Loads the page of the thread on show again; once it is in, `then` runs and it is said. True once shown. */
  async function loadShownPage(
    pageOptions: Pick<CommentsRequest, 'quiet' | 'offersRefresh' | 'messageTarget'>,
    then?: () => void,
  ) {
    if (!(await loadPage(currentPage(store.getState().thread), pageOptions))) return false
    then?.()
    ;(await loadAnswerChunk()).sayRefreshed(answered)
    return true
  }

  async function refresh(at?: string | null) {
    const askedFrom = environment.focused()
    const target = at ?? store.getState().message?.target ?? 'jc'
    const report = store.getState().report
    // A refresh that fails says so where the visitor asked for it.
    return loadShownPage({ offersRefresh: true, messageTarget: target }, () =>
      focusTargetOf(target, report, askedFrom),
    )
  }

  function dismissMessage() {
    const { message, report } = store.getState()
    messages.dismiss()
    if (message) focusTargetOf(message.target, report)
  }

  // Where the visitor last asked for the form: under a comment (reply, quote,
  // edit), or null for the Add-comment link, where the form's place says itself
  // when the form cannot come.
  let formAskedAt: number | null = null

  // The report's confirmation takes the place of its form (or, where the server closes the report at once, of the spinner).
  function focusReportClosed(outcome: Outcome | null, askedFrom: Element | null) {
    if (outcome?.reported) environment.focus('comments-inline-report', undefined, askedFrom)
  }

  // A failure of a call about the whole block is said where its control is:
  // under the thread for the controls below it, else at the top of the block.
  function askedBy(
    action: HandlerAction,
    from: string,
  ): Asked & { readonly control: AskingControl } {
    const holder = elementById(element.ownerDocument, from)
    const list = store.getState().thread.list
    const below =
      holder !== null &&
      list !== null &&
      !list.contains(holder) &&
      (list.compareDocumentPosition(holder) & holder.DOCUMENT_POSITION_FOLLOWING) !== 0
    return {
      messageTarget: below ? endTarget : 'jc',
      control: { from, control: JSON.stringify(action) },
    }
  }

  // Without a form yet, the visitor has typed nothing the quote could land in.
  function quoteOf(commentId: number) {
    if (form.isLoaded()) form.quoteAsked()
    return onComment('quote', commentId, calls.quoteComment(commentId, !form.isLoaded()))
  }

  async function run(action: HandlerAction, from = 'comments'): Promise<void> {
    const askedFrom = environment.focused()
    if (action.type === 'reply' || action.type === 'quote' || action.type === 'edit') {
      formAskedAt = action.commentId
    } else if (action.type === 'showForm') formAskedAt = null
    switch (action.type) {
      case 'vote': {
        const { commentId, value } = action
        const outcome = await send({
          key: `vote:${commentId}`,
          commentId,
          call: calls.voteComment(commentId, value),
          keepAlerts: true,
        })
        if (outcome) {
          ;(await loadAnswerChunk()).voteAnswered(answered, commentId, outcome, askedFrom)
        }
        return
      }
      case 'report': {
        const { commentId } = action
        form.cancelReply()
        dispatch({ type: 'reportOpened', commentId })
        const outcome = await onComment(
          'report',
          commentId,
          calls.showReportForm(commentId, 'comments-inline-report'),
        )
        focusReportClosed(outcome, askedFrom)
        // No form is coming, so its spinner goes; a second click left the first call waiting.
        const report = store.getState().report
        const waiting = report?.commentId === commentId && !report.form && !report.finished
        if (!outcome && waiting && !inFlight.has(`report:${commentId}`)) {
          dispatch({ type: 'reportClosed' })
        }
        return
      }
      case 'cancelReport':
        dispatch({ type: 'reportClosed' })
        return
      case 'reply': {
        const { commentId, quote } = action
        dispatch({ type: 'reportClosed' })
        form.openedFrom(commentId, JSON.stringify(action))
        form.reply(commentId, quote)
        // Without a form yet, the quote call brings it along with the text.
        if (quote) await quoteOf(commentId)
        else if (!form.isLoaded())
          await showForm('comments-form-link', { messageTarget: `comment-item-${commentId}` })
        return
      }
      case 'quote':
        await quoteOf(action.commentId)
        return
      case 'edit':
        form.openedFrom(action.commentId, JSON.stringify(action))
        await onComment(
          'edit',
          action.commentId,
          calls.editComment(action.commentId, !form.isLoaded()),
        )
        return
      case 'delete': {
        const { commentId } = action
        if (!environment.dialogs.confirm(action.confirmation)) return
        const { thread } = store.getState()
        const neighbour = neighbourOf(thread, commentId)
        const outcome = await send({
          key: `delete:${commentId}`,
          commentId,
          call: calls.deleteComment(commentId),
          deleting: { commentId, removed: withDescendants(thread, commentId) },
        })
        if (outcome?.threadChanged)
          (await loadAnswerChunk()).deleteAnswered(answered, commentId, neighbour, askedFrom)
        return
      }
      case 'publish': {
        const outcome = await onComment(
          'publish',
          action.commentId,
          calls.publishComment(action.commentId),
        )
        if (outcome?.threadChanged)
          (await loadAnswerChunk()).publishAnswered(
            answered,
            action.commentId,
            JSON.stringify(action),
            askedFrom,
          )
        return
      }
      case 'banIP': {
        const outcome = await onComment('ban', action.commentId, calls.banIP(action.commentId))
        if (outcome?.info && !outcome.error) announce('jc-banned', { commentId: action.commentId })
        return
      }
      case 'jump2email':
        await onComment('email', action.commentId, calls.jump2email(action.commentId, action.hash))
        return
      case 'openWindow':
        environment.openWindow(action.url)
        return
      case 'showPage': {
        const asked = askedBy(action, from)
        if (!(await loadPage(action.page, asked))) return
        const { control } = asked.control
        ;(await loadAnswerChunk()).pageAnswered(answered, action.page, from, control, askedFrom)
        return
      }
      case 'subscribe':
      case 'unsubscribe': {
        const call =
          action.type === 'subscribe'
            ? calls.subscribe(action.objectId, action.objectGroup)
            : calls.unsubscribe(action.objectId, action.objectGroup)
        const outcome = await send({
          key: 'subscription',
          commentId: null,
          call,
          ...askedBy(action, from),
        })
        if (typeof outcome?.subscribed === 'boolean') {
          const chunk = await loadAnswerChunk()
          chunk.subscriptionAnswered(answered, outcome.subscribed, askedFrom)
        }
        return
      }
      case 'showForm':
        await showForm(action.target, askedBy(action, from))
        form.focusFirstField()
        return
      // The form's own controls are rendered by the form, never from server HTML.
      case 'submitComment':
      case 'reloadCaptcha':
      case 'submitReport':
      case 'setClassName':
      case 'none':
        return
    }
  }

  // Its failure is said under the thread, by the form's place, unless asked from a comment.
  async function showForm(target: string, asked: Asked = { messageTarget: endTarget }) {
    await send({
      key: 'form',
      commentId: 'form',
      call: calls.showForm(objectId, objectGroup, target),
      ...asked,
    })
  }

  // A link to one comment of the printed thread (`#comment-<id>`): the browser
  // scrolled the server's block to it over the estimated heights of the
  // comments it skips, and the widget's first render replaces every comment,
  // which forgets the heights it had learnt. Bring it back and hold it there,
  // once the slice that holds it is shown.
  const linked = linkedCommentId(environment.fragment())
  let linkHeld = false
  const holdLinkedComment = () => {
    if (linked === null || linkHeld || !store.getState().thread.comments[linked]) return
    linkHeld = true
    environment.scrollTo(`comment-${linked}`)
  }
  holdLinkedComment()

  return {
    run,
    showPage,
    refresh,
    reload: () => loadShownPage({ quiet: true }),
    dismissMessage,
    async showComment(id) {
      const outcome = await send({
        key: 'page',
        commentId: null,
        call: calls.showComment(id),
        // A linked comment the page printed is in view already: the fresh copy is no news to fail.
        quiet: store.getState().thread.comments[id] !== undefined,
      })
      if (outcome?.threadChanged) announce('jc-loaded', { page: null, commentId: id })
    },
    showForm,
    send,
    continueThread: (pieces) => threads.continue(pieces).then(holdLinkedComment),
    formUnavailable() {
      // Asked for at no comment (null), it names no item that exists.
      const target = `comment-item-${formAskedAt}`
      if (!targetExists(store.getState(), target, false)) return
      messages.showError(strings.formUnavailable, target, 'form-chunk', false)
    },
    async submitReport(call) {
      const askedFrom = environment.focused()
      const report = store.getState().report
      if (!report) return
      const outcome = await send({
        key: `report-submit:${report.commentId}`,
        commentId: report.commentId,
        call,
        messageTarget: 'comments-report-form',
      })
      if (outcome?.reported) announce('jc-reported', { commentId: report.commentId })
      focusReportClosed(outcome, askedFrom)
    },
  }
}
