import { controlAt, type Direction, placeOf, SanitizedNodes } from '@jc/widget-kit'
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef } from 'react'
import { endTarget } from '../controller/targets.ts'
import { useFormState } from '../form/form-context.ts'
import { FormHome } from '../form/form-home.tsx'
import { actionAttribute, actionOf } from '../model/markup.ts'
import type { Thread } from '../model/thread.ts'
import { BusyIndicator } from './busy-indicator.tsx'
import { CommentExtras, commentsWithExtras, commentWithForm } from './comment-extras.tsx'
import { useComments, useCommentsState } from './contexts.ts'
import { LiveRegions, MessageBox } from './message-box.tsx'
import { showThread } from './thread-dom.ts'
import { useFocusKeeper } from './use-focus-keeper.ts'

/**
 * The comment list as the server printed it, sanitized: shown as it is and
 * patched where a comment changes, with React only in the comments that show
 * something besides their server nodes.
 */
function ThreadList() {
  const thread = useCommentsState((state) => state.thread)
  const host = useRef<HTMLDivElement>(null)
  const shown = useRef<Thread | null>(null)
  useLayoutEffect(() => {
    if (!host.current) return
    showThread(host.current, shown.current, thread)
    shown.current = thread
  }, [thread])
  // As a string, so that only a change of the ids renders the list again.
  const withExtras = useCommentsState((state) => commentsWithExtras(state).join())
  const withForm = useFormState(commentWithForm)
  const ids = new Set(withExtras ? withExtras.split(',').map(Number) : [])
  if (withForm !== null) ids.add(withForm)
  return (
    <div className="jc-nodes" ref={host}>
      {[...ids].map((id) => (
        <CommentExtras key={id} id={id} />
      ))}
    </div>
  )
}

function controlOf(event: MouseEvent | KeyboardEvent, root: Element): Element | null {
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest(`[${actionAttribute}]`) ?? null
  return control && root.contains(control) ? control : null
}

/**
 * The comments block, rendered with the legacy ids and classes (`#jc`,
 * `#comments`, `comment-item-<id>`) so the site's JComments stylesheet still
 * applies. The controls inside the server's markup carry typed actions; one
 * listener here runs them, by mouse or keyboard.
 */
export function CommentsView({
  language,
  direction,
}: {
  readonly language: string
  readonly direction: Direction
}) {
  const { controller, environment } = useComments()
  const thread = useCommentsState((state) => state.thread)
  const { head, tail } = thread
  const footer = useCommentsState((state) => state.footer)
  const loading = useCommentsState((state) => state.busy.some((call) => call.commentId === null))
  const root = useRef<HTMLDivElement>(null)
  useFocusKeeper(root, [thread, footer], environment.log.warn)

  const run = (control: Element) => {
    const action = actionOf(control)
    const holder = control.closest('[id]')
    if (action) void controller.run(action, holder?.id || undefined)
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = controlOf(event, event.currentTarget)
    if (!control) {
      // A link to `#` without an action, followed, would take the reader to the top of the
      // page: a hostile handler dropped, or, in a thread with no actions at all, a printed
      // control whose reload with the handlers failed (page numbers are spans the server prints,
      // marked only by their class). That reload is tried again: a failure is said at the comment
      // clicked, or under the thread for the controls below it, in the reader's view; once the
      // thread has its actions, the click goes to the control's copy, as the loader's would. (A
      // click's target is always an element.)
      const dead = (event.target as Element).closest('a[href="#"],.page')
      if (dead) event.preventDefault()
      if (dead && !event.currentTarget.querySelector(`#comments [${actionAttribute}]`)) {
        const place = placeOf(dead, event.currentTarget)
        // What the server prints after the list (the bottom page numbers, the refresh link)
        // is the thread's last part.
        const holder = dead.closest('[id^="comment-item-"],#comments>:last-child')
        void controller.refresh(holder && (holder.id || endTarget)).then((shown) => {
          const copy = shown && root.current && controlAt(place, root.current)
          if (copy instanceof HTMLElement && copy.hasAttribute(actionAttribute)) copy.click()
        })
      }
      return
    }
    event.preventDefault()
    run(control)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const control = controlOf(event, event.currentTarget)
    if (control?.getAttribute('role') !== 'button') return
    event.preventDefault()
    if (control) run(control)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one delegated listener for the server's controls, which are links or role=button with tabindex
    <div
      id="jc"
      ref={root}
      className="jc-comments"
      lang={language}
      dir={direction}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <LiveRegions />
      <MessageBox target="jc" />
      <div id="comments" aria-busy={loading} tabIndex={-1}>
        {loading && <BusyIndicator />}
        {head && <SanitizedNodes nodes={head} className="jc-nodes" />}
        <ThreadList />
        {tail && <SanitizedNodes nodes={tail} className="jc-nodes" />}
      </div>
      <MessageBox target={endTarget} />
      <FormHome />
      {footer && <SanitizedNodes nodes={footer} id="comments-footer" />}
    </div>
  )
}
