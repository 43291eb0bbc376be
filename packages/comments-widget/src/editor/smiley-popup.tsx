import type { EditorSmileys } from '@jc/protocol'
import { type Language, languageOf } from '@jc/widget-kit'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { smileyName } from './smiley-names.ts'

export interface SmileyPopupProps {
  readonly id: string
  readonly label: string
  readonly language: Language
  readonly smileys: EditorSmileys
  readonly onPick: (code: string) => void
  /** Escape: the popup closes and focus goes back to its toggle. */
  readonly onDismiss: () => void
}

/** The smileys, one button each, named by what it shows; open, it takes the focus on its first one. */
export function SmileyPopup({ id, label, language, smileys, onPick, onDismiss }: SmileyPopupProps) {
  const popup = useRef<HTMLFieldSetElement>(null)

  useEffect(() => {
    popup.current?.querySelector('button')?.focus()
  }, [])

  const keys = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onDismiss()
      return
    }
    const rtl = languageOf(event.currentTarget, language).direction === 'rtl'
    const steps: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 1,
      ArrowUp: -1,
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    // The key's target is the focused button, whatever the page names `activeElement`.
    const from = buttons.indexOf(event.target as HTMLButtonElement)
    buttons[(from + step + buttons.length) % buttons.length]?.focus()
  }

  return (
    <fieldset id={id} ref={popup} className="jc-editor-smileys" aria-label={label} onKeyDown={keys}>
      {smileys.items.map((smiley) => (
        <button
          key={smiley.code}
          type="button"
          className="jc-editor-smiley"
          onClick={() => onPick(smiley.code)}
        >
          <img
            className="smile"
            src={`${smileys.baseUrl}/${smiley.image}`}
            alt={smileyName(smiley.code, language)}
          />
        </button>
      ))}
    </fieldset>
  )
}
