import {
  type Command,
  type FormInitScript,
  parseScriptLeavingFormInit,
  type ScriptCall,
} from '@jc/protocol'
import type { CommentsEnvironment } from '../environment.ts'
import type { ErrorDetail } from '../events.ts'
import type { FormPort } from '../form-port.ts'
import {
  actionAttribute,
  actionOf,
  editElement,
  type MarkupOptions,
  prepareMarkup,
  textOf,
} from '../model/markup.ts'
import { parseItems } from '../model/parse-thread.ts'
import { unknownForm } from '../model/server-form.ts'
import type { CommentsStore } from '../model/store.ts'
import { noOutcome, type Outcome } from './outcome.ts'
import type { ThreadFeeder } from './thread-feeder.ts'

export interface ApplyContext {
  readonly store: CommentsStore
  readonly form: FormPort
  readonly environment: CommentsEnvironment
  readonly markup: MarkupOptions
  /** Where whole threads go: at once, or a long one in slices. */
  readonly threads: ThreadFeeder
  showMessage(kind: 'error' | 'info', html: string, target: string): void
  reportError(detail: ErrorDetail): void
}

// The regions a server `as` may fill that belong to the comment form.
const formRegions = new Set(['comments-form-link', 'comments-inline-edit'])

function applyScript(
  script: ScriptCall | FormInitScript,
  outcome: Outcome,
  context: ApplyContext,
): void {
  const { store, form, environment, markup } = context
  const { dispatch } = store.getState()
  const prepare = (html: string) => prepareMarkup(html, markup)
  switch (script.type) {
    case 'error':
      outcome.error = true
      if (script.field) form.markError(script.field)
      context.showMessage('error', script.message, script.target)
      context.reportError({
        message: textOf(prepare(script.message)),
        target: script.target,
        field: script.field,
      })
      return
    case 'message':
      outcome.info = true
      context.showMessage('info', script.message, script.target)
      return
    case 'clear':
      form.clear(script.field)
      return
    case 'updateComment':
      outcome.threadChanged = true
      dispatch(
        script.html === ''
          ? { type: 'commentRemoved', id: script.id }
          : { type: 'commentReplaced', id: script.id, body: prepare(script.html) },
      )
      return
    case 'updateTree':
    case 'updateList':
      outcome.threadChanged = true
      if (script.mode === 'whole' || script.mode === 'replace') {
        void context.threads.replace(script.html)
        return
      }
      {
        const items = parseItems(prepare(script.html))
        outcome.added.push(...items.ids)
        dispatch({
          type: 'itemsAdded',
          parentId: script.type === 'updateTree' && script.parentId !== 0 ? script.parentId : null,
          position: script.mode,
          ...items,
        })
      }
      return
    case 'updateVote': {
      const entry = store.getState().thread.comments[script.id]
      if (!entry) return
      outcome.voted = true
      const score = prepare(script.html)
      outcome.score = textOf(score)
      dispatch({
        type: 'commentReplaced',
        id: script.id,
        body: editElement(entry.body, `comment-vote-holder-${script.id}`, (holder) => {
          holder.replaceChildren(score.fragment)
          // The focus goes to the score that replaced the vote buttons.
          holder.setAttribute('tabindex', '-1')
        }),
      })
      return
    }
    case 'updateSubscription': {
      const { tail } = store.getState().thread
      if (!tail) return
      outcome.subscribed = script.subscribed
      dispatch({
        type: 'tailPatched',
        tail: editElement(tail, 'comments-subscription', (link) => {
          const current = actionOf(link)
          link.textContent = script.label
          link.setAttribute('title', script.label)
          if (current?.type === 'subscribe' || current?.type === 'unsubscribe') {
            const next = { ...current, type: script.subscribed ? 'unsubscribe' : 'subscribe' }
            link.setAttribute(actionAttribute, JSON.stringify(next))
          }
        }),
      })
      return
    }
    case 'closeReport':
      outcome.reported = true
      dispatch({ type: 'reportFinished' })
      if (script.message) context.showMessage('info', script.message, 'comments-inline-report')
      return
    // The comment may come in a later slice of the thread.
    case 'scrollToComment':
      void context.threads.settled().then(() => environment.scrollTo(`comment-${script.id}`))
      return
    case 'scrollToList':
      void context.threads.settled().then(() => environment.scrollTo('comments'))
      return
    case 'showEdit':
      form.showEdit(script)
      return
    case 'insertText':
      form.insertText(script.text)
      return
    // Read where the form is built: the reader comes with the form's chunk.
    case 'formInitScript':
      form.initialize(script.source)
      return
    case 'resetRecaptcha':
      form.resetRecaptcha()
      return
    case 'navigate':
      environment.navigate(script.href)
      return
    case 'unsupported':
      environment.log.warn(
        `<jc-comments>: ignored a server script (${script.reason}); it was not run: ${script.source}`,
      )
      return
  }
}

/**
 * Applies one command of a server answer (protocol §2.2): `al` is kept for
 * the call to show, `as` fills a region the widget holds, `js` is parsed
 * against the catalogue and becomes a store action or an effect. Nothing is
 * ever run.
 */
function applyCommand(command: Command, outcome: Outcome, context: ApplyContext): void {
  const { dispatch } = context.store.getState()
  switch (command.kind) {
    case 'al':
      outcome.alerts.push(command.message)
      return
    case 'js':
      applyScript(parseScriptLeavingFormInit(command.source), outcome, context)
      return
    case 'as':
      if (command.target === 'comments-inline-report') {
        // Its reader comes with the report form's chunk, which a reader who never reports never loads.
        void import('../view/report-form-view.tsx').then(
          ({ parseReportForm }) => {
            const form = parseReportForm(command.html)
            if (form) dispatch({ type: 'reportFormReceived', form })
            else context.environment.log.warn(unknownForm('comments-report-form', command.html))
          },
          // The view names the chunk that did not come.
          () => undefined,
        )
      } else if (command.target === 'comments') {
        outcome.threadChanged = true
        void context.threads.replace(command.html)
      } else if (formRegions.has(command.target)) {
        context.form.receiveForm(command.html, command.target)
      } else {
        context.environment.log.warn(
          `<jc-comments>: ignored an update of #${command.target}, which the widget does not hold.`,
        )
      }
      return
  }
}

/** Applies a server answer's commands in order; what they did is the call's outcome. */
export function applyCommands(commands: readonly Command[], context: ApplyContext): Outcome {
  const outcome = noOutcome()
  for (const command of commands) applyCommand(command, outcome, context)
  return outcome
}
