import { SanitizedNodes } from '@jc/widget-kit'
import { useComments, useCommentsState } from './contexts.ts'

/**
 * The message at the top of the element it concerns (`#comments-form-message`,
 * error or info style), fading out after its time; a failure's stays, with a
 * button that dismisses it, and one that reloads the thread when what the call
 * did is not known. Screen readers hear it through the element's live
 * regions, not from here.
 */
export function MessageBox({ target }: { readonly target: string }) {
  const { controller, strings } = useComments()
  const message = useCommentsState((state) =>
    state.message?.target === target ? state.message : null,
  )
  if (!message) return null
  const className = `comments-form-message-${message.kind}${message.fading ? ' jc-fading' : ''}`
  return (
    // A new message restarts its fade; a failed refresh keeps the button, and the focus on it.
    <div
      id="comments-form-message"
      className={className}
      key={message.refresh ? 'refresh' : message.key}
      tabIndex={-1}
    >
      <SanitizedNodes nodes={message.nodes} className="jc-nodes" />
      {message.refresh && (
        <button type="button" className="jc-refresh" onClick={() => void controller.refresh()}>
          {strings.refresh}
        </button>
      )}
      {message.stays && (
        <button type="button" className="jc-dismiss" onClick={controller.dismissMessage}>
          {strings.dismiss}
        </button>
      )}
    </div>
  )
}

/**
 * Announces every message, errors assertively, the rest politely, and the
 * widget's announcements. Each is a node of its own, keyed by its count: a
 * text left as it was is not heard again, and a second wrong captcha, or a
 * second failure of the same call, says the same words.
 */
export function LiveRegions() {
  const message = useCommentsState((state) => state.message)
  const announcement = useCommentsState((state) => state.announcement)
  const said = message?.fading === false ? <span key={message.key}>{message.text}</span> : null
  return (
    <>
      <div className="jc-visually-hidden" role="status">
        {announcement ? (
          <span key={announcement.key}>{announcement.text}</span>
        ) : message?.kind === 'info' ? (
          said
        ) : null}
      </div>
      <div className="jc-visually-hidden" role="alert">
        {message?.kind === 'error' ? said : null}
      </div>
    </>
  )
}
