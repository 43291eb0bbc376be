import {
  calls,
  type FormControlLike,
  type HandlerAction,
  isAbortError,
  type JCommentsTransport,
  type JtxCall,
} from '@jc/protocol'
import { announceRequestEnd, emit } from '@jc/widget-kit'
import type { CommentsEnvironment } from '../environment.ts'
import type { CommentsEventDetail, CommentsEventName } from '../events.ts'
import type { FormPort } from '../form-port.ts'
import { type MarkupOptions, prepareMarkup, textOf } from '../model/markup.ts'
import type { BusyScope } from '../model/state.ts'
import type { CommentsStore } from '../model/store.ts'
import type { CommentsStrings } from '../strings.ts'
import { type ApplyContext, applyCommand } from './apply-commands.ts'
import { messageFadeMs, messageVisibleMs } from './message-timing.ts'
import { noOutcome, type Outcome } from './outcome.ts'
import { formTarget, targetExists } from './targets.ts'
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
}

/** Sends a call and applies its answer; null when it was not sent or got no usable answer. */
export type SendRequest = (request: CommentsRequest) => Promise<Outcome | null>

export interface CommentsController {
  /** Runs the action of a control the visitor used. */
  run(action: HandlerAction): Promise<void>
  showPage(page: number, options?: { quiet?: boolean }): Promise<void>
  showComment(id: number): Promise<void>
  showForm(target: string): Promise<void>
  submitReport(fields: Iterable<FormControlLike>): Promise<void>
  /** The one way calls go out; the comment form posts through it too. */
  send: SendRequest
  /** Appends the slices of a printed thread that follow its first screen. */
  continueThread(pieces: readonly string[]): Promise<void>
}

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
    warn: (message) => environment.log.warn(message),
  }

  function announce<Name extends CommentsEventName>(name: Name, detail: CommentsEventDetail<Name>) {
    emit(element, name, detail)
  }

  function showMessage(kind: 'error' | 'info', html: string, rawTarget: string) {
    const target = rawTarget === '' ? formTarget : rawTarget
    const nodes = prepareMarkup(html, markup)
    const text = textOf(nodes)
    if (!targetExists(store.getState(), target, form.isLoaded())) {
      environment.dialogs.alert(text)
      return
    }
    dispatch({ type: 'messageShown', kind, nodes, text, target })
    const key = store.getState().message?.key ?? 0
    environment.timers.setTimeout(() => {
      dispatch({ type: 'messageFading', key })
      environment.timers.setTimeout(() => dispatch({ type: 'messageHidden', key }), messageFadeMs)
    }, messageVisibleMs)
  }

  const threads = createThreadFeeder({
    store,
    prepare: (html) => prepareMarkup(html, markup),
    slicing: options.slicing,
  })

  const context: ApplyContext = {
    store,
    form,
    environment,
    markup,
    threads,
    showMessage,
    reportError: (detail) => announce('jc-error', detail),
  }

  async function send(request: CommentsRequest): Promise<Outcome | null> {
    if (inFlight.has(request.key)) return null
    inFlight.add(request.key)
    dispatch({ type: 'busyStarted', key: request.key, commentId: request.commentId })
    try {
      const answer = await transport.send(request.call)
      for (const warning of answer.warnings) {
        environment.log.warn(`<jc-comments>: ${warning.message}`)
      }
      const outcome = noOutcome()
      for (const command of answer.commands) applyCommand(command, outcome, context)
      // A long thread's later slices are part of the answer: the call is busy until they are in.
      await threads.settled()
      return outcome
    } catch (error) {
      if (isAbortError(error)) return null
      const reason = error instanceof Error ? error.message : String(error)
      environment.log.warn(`<jc-comments>: ${request.call.action} got no usable answer: ${reason}`)
      if (!request.quiet) {
        const item = `comment-item-${request.commentId}`
        const target =
          request.messageTarget ??
          (typeof request.commentId === 'number' && targetExists(store.getState(), item, false)
            ? item
            : 'jc')
        showMessage('error', strings.noAnswer, target)
        announce('jc-error', { message: strings.noAnswer, target, field: '' })
      }
      return null
    } finally {
      inFlight.delete(request.key)
      dispatch({ type: 'busyEnded', key: request.key })
      announceRequestEnd(element)
    }
  }

  const onComment = (key: string, commentId: number, call: JtxCall) =>
    send({ key: `${key}:${commentId}`, commentId, call })

  async function showPage(page: number, pageOptions: { quiet?: boolean } = {}) {
    const outcome = await send({
      key: 'page',
      commentId: null,
      call: calls.showPage(objectId, objectGroup, page),
      quiet: pageOptions.quiet === true,
    })
    if (outcome) announce('jc-loaded', { page, commentId: null })
  }

  async function run(action: HandlerAction): Promise<void> {
    switch (action.type) {
      case 'vote': {
        const { commentId, value } = action
        const outcome = await onComment('vote', commentId, calls.voteComment(commentId, value))
        if (outcome?.voted) announce('jc-voted', { commentId })
        return
      }
      case 'report':
        form.cancelReply()
        dispatch({ type: 'reportOpened', commentId: action.commentId })
        await onComment(
          'report',
          action.commentId,
          calls.showReportForm(action.commentId, 'comments-inline-report'),
        )
        return
      case 'cancelReport':
        dispatch({ type: 'reportClosed' })
        return
      case 'reply': {
        const { commentId, quote } = action
        dispatch({ type: 'reportClosed' })
        form.reply(commentId, quote)
        // Without a form yet, the quote call brings it along with the text.
        if (quote)
          await onComment('quote', commentId, calls.quoteComment(commentId, !form.isLoaded()))
        else if (!form.isLoaded()) await showForm('comments-form-link')
        return
      }
      case 'quote':
        await onComment(
          'quote',
          action.commentId,
          calls.quoteComment(action.commentId, !form.isLoaded()),
        )
        return
      case 'edit':
        await onComment(
          'edit',
          action.commentId,
          calls.editComment(action.commentId, !form.isLoaded()),
        )
        return
      case 'delete': {
        if (!environment.dialogs.confirm(action.confirmation)) return
        const outcome = await onComment(
          'delete',
          action.commentId,
          calls.deleteComment(action.commentId),
        )
        if (outcome?.threadChanged) announce('jc-deleted', { commentId: action.commentId })
        return
      }
      case 'publish': {
        const outcome = await onComment(
          'publish',
          action.commentId,
          calls.publishComment(action.commentId),
        )
        if (outcome?.threadChanged) announce('jc-published', { commentId: action.commentId })
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
      case 'showPage':
        return showPage(action.page)
      case 'subscribe':
      case 'unsubscribe': {
        const call =
          action.type === 'subscribe'
            ? calls.subscribe(action.objectId, action.objectGroup)
            : calls.unsubscribe(action.objectId, action.objectGroup)
        const outcome = await send({ key: 'subscription', commentId: null, call })
        if (typeof outcome?.subscribed === 'boolean') {
          announce('jc-subscription-change', { subscribed: outcome.subscribed })
        }
        return
      }
      case 'showForm':
        await showForm(action.target)
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

  async function showForm(target: string) {
    await send({
      key: 'form',
      commentId: 'form',
      call: calls.showForm(objectId, objectGroup, target),
    })
  }

  // A link to one comment of the printed thread (`#comment-<id>`): the browser
  // scrolled the server's block to it over the estimated heights of the
  // comments it skips, and the widget's first render replaces every comment,
  // which forgets the heights it had learnt. Bring it back and hold it there,
  // once the slice that holds it is shown.
  const linked = /^comment-(\d+)$/.exec(environment.fragment())
  let linkHeld = false
  const holdLinkedComment = () => {
    if (!linked || linkHeld || !store.getState().thread.comments[Number(linked[1])]) return
    linkHeld = true
    environment.scrollTo(linked[0])
  }
  holdLinkedComment()

  return {
    run,
    showPage,
    async showComment(id) {
      const outcome = await send({ key: 'page', commentId: null, call: calls.showComment(id) })
      if (outcome?.threadChanged) announce('jc-loaded', { page: null, commentId: id })
    },
    showForm,
    send,
    continueThread: (pieces) => threads.continue(pieces).then(holdLinkedComment),
    async submitReport(fields) {
      const report = store.getState().report
      if (!report) return
      const outcome = await onComment(
        'report-submit',
        report.commentId,
        calls.reportComment(fields),
      )
      if (outcome?.reported) announce('jc-reported', { commentId: report.commentId })
    },
  }
}
