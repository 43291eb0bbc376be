import type { EditorCounter } from '@jc/protocol'
import type { Language, Timers } from '@jc/widget-kit'
import { useEffect, useState } from 'react'
import { editorStrings } from './editor-strings.ts'

/** How long typing must pause before screen readers hear the count. */
export const announcementDelay = 1000

export interface CharacterCounterProps {
  readonly id: string
  /** May be negative; shown as 0. */
  readonly remaining: number
  /** The server's words around the number, when it sent them. */
  readonly counter: EditorCounter | null
  readonly language: Language
  readonly timers: Timers
  /** The text is as the visitor's own last change left it, not as the form set it. */
  readonly typed: boolean
}

/**
 * The characters left, shown under the field and tied to it by
 * aria-describedby. A second, hidden, polite live region repeats the count
 * once typing pauses, so a screen reader is not interrupted on every key.
 * Only the visitor's changes are counted aloud: text the form sets (emptied
 * after a post, an edit's or a draft's text) says nothing, and cancels a
 * count still waiting to be said.
 */
export function CharacterCounter({
  id,
  remaining,
  counter,
  language,
  timers,
  typed,
}: CharacterCounterProps) {
  const shown = Math.max(0, remaining)
  const strings = editorStrings[language]
  const [announced, setAnnounced] = useState('')

  useEffect(() => {
    if (!typed) return
    const handle = timers.setTimeout(
      () => setAnnounced(strings.remainingAnnouncement(shown)),
      announcementDelay,
    )
    return () => timers.clearTimeout(handle)
  }, [shown, typed, strings, timers])

  // The legacy counter put a space on each side of the number; the server's words count on it.
  const text = counter
    ? [counter.prefix, strings.count(shown), counter.suffix].join(' ')
    : strings.remaining(shown)
  return (
    <>
      <span
        id={id}
        className={
          shown === 0 ? 'jc-editor-counter jc-editor-counter-exhausted' : 'jc-editor-counter'
        }
      >
        {text.replace(/\s+/g, ' ').trim()}
      </span>
      <span className="jc-visually-hidden" aria-live="polite">
        {announced}
      </span>
    </>
  )
}
