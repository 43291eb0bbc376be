import { type Language, languageOf } from '@jc/widget-kit'
import { type KeyboardEvent, type ReactNode, type Ref, useRef, useState } from 'react'

/** One control of the toolbar. */
export interface ToolbarItem {
  readonly id: string
  readonly className: string
  /** The accessible name; also the tooltip. */
  readonly title: string
  /** What the button shows; hidden from assistive technology, which hears `title`. */
  readonly face: ReactNode
  readonly keyShortcuts?: string
  /** For a button that opens a popup. */
  readonly expanded?: boolean
  readonly controls?: string
  readonly buttonRef?: Ref<HTMLButtonElement>
  readonly onActivate: () => void
}

export interface EditorToolbarProps {
  readonly label: string
  readonly language: Language
  readonly items: readonly ToolbarItem[]
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop (the control used last), the
 * arrow keys move between controls, mirrored right to left, Home and End
 * jump to the ends.
 */
export function EditorToolbar({ label, language, items }: EditorToolbarProps) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.min(active, items.length - 1)

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = languageOf(event.currentTarget, language).direction === 'rtl'
    const step: Record<string, number | 'first' | 'last'> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: 'first',
      End: 'last',
    }
    const how = step[event.key]
    if (how === undefined || items.length === 0) return
    event.preventDefault()
    // The key's target is the focused button, whatever the page names `activeElement`.
    const from = buttons.current.indexOf(event.target as HTMLButtonElement)
    const start = from === -1 ? current : from
    const next =
      how === 'first'
        ? 0
        : how === 'last'
          ? items.length - 1
          : (start + how + items.length) % items.length
    setActive(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="jc-editor-toolbar" role="toolbar" aria-label={label} onKeyDown={move}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(node) => {
            buttons.current[index] = node
            assignRef(item.buttonRef, node)
          }}
          type="button"
          id={item.id}
          className={item.className}
          title={item.title}
          aria-label={item.title}
          aria-keyshortcuts={item.keyShortcuts}
          aria-expanded={item.expanded}
          aria-controls={item.controls}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={item.onActivate}
        >
          {item.face}
        </button>
      ))}
    </div>
  )
}
