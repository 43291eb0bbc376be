import type { EditorCounter } from '@jc/protocol'
import type { Language, Timers } from '@jc/widget-kit'
import { useEffect, useRef, useState } from 'react'
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
}

const numbers: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en', { useGrouping: false }),
  fa: new Intl.NumberFormat('fa-IR', { useGrouping: false }),
}

/**
 * The characters left, shown under the field and tied to it by
 * aria-describedby. A second, hidden, polite live region repeats the count
 * once typing pauses, so a screen reader is not interrupted on every key.
 */
export function CharacterCounter({
  id,
  remaining,
  counter,
  language,
  timers,
}: CharacterCounterProps) {
  const shown = Math.max(0, remaining)
  const strings = editorStrings[language]
  const [announced, setAnnounced] = useState('')
  // Nothing is said about the count the field opened with, only about changes.
  const initial = useRef(shown)
  const untouched = announced === '' && shown === initial.current

  useEffect(() => {
    if (untouched) return
    const handle = timers.setTimeout(
      () => setAnnounced(strings.remainingAnnouncement(shown)),
      announcementDelay,
    )
    return () => timers.clearTimeout(handle)
  }, [shown, untouched, strings, timers])

  // The legacy counter put a space on each side of the number; the server's words count on it.
  const text = counter
    ? [counter.prefix, numbers[language].format(shown), counter.suffix].join(' ')
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
