import type { CustomEditorButton, EditorButton, EditorConfig } from '@jc/protocol'
import type { Dialogs, Language, Timers } from '@jc/widget-kit'
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { defaultRows, rowsFor } from './autosize.ts'
import { CharacterCounter } from './character-counter.tsx'
import { CommentPreview } from './comment-preview.tsx'
import { remainingCharacters } from './counter.ts'
import { editorStrings } from './editor-strings.ts'
import { EditorToolbar, type ToolbarItem } from './editor-toolbar.tsx'
import { SmileyPopup } from './smiley-popup.tsx'
import { textDirection } from './text-direction.ts'
import {
  insertAt,
  insertEmptyPair,
  smileyInsert,
  type TextEdit,
  type TextSelection,
  tagPair,
  wrapSelection,
} from './text-edits.ts'

export interface CommentEditorProps {
  /** `comments-form-comment`, the legacy id, kept on the textarea. */
  readonly id: string
  /** `comment`. */
  readonly name: string
  /** The visible label of the textarea. */
  readonly label: string
  readonly value: string
  /** When set, applied to the textarea after render (the form inserted text). */
  readonly selection: TextSelection | null
  /** Every change: typing, buttons, smileys, shortcuts. */
  readonly onEdit: (edit: TextEdit) => void
  /** Null: no toolbar buttons, no smileys. */
  readonly config: EditorConfig | null
  /** The maximum the counter counts down from; null: the text is not counted, and no counter shows. */
  readonly maxLength: number | null
  readonly language: Language
  readonly dialogs: Pick<Dialogs, 'prompt'>
  readonly timers: Timers
  /** `aria-invalid` and the class `error` on the textarea. */
  readonly invalid: boolean
  /** While the text is being sent: the textarea keeps the focus, and neither keys nor buttons change it. */
  readonly readOnly?: boolean
  /** The id of the form's error message, added to aria-describedby. */
  readonly describedBy?: string
  /** The outline level of the form's heading (the element's `heading-level`); the preview's is one below. */
  readonly headingLevel: number
}

/** The tags Ctrl (or Cmd) plus a letter applies, when the server gave their buttons. */
const shortcutTags: Readonly<Record<string, EditorButton['tag']>> = { b: 'b', i: 'i', u: 'u' }

// A link: two chain links drawn in the text's colour. The chain character
// (U+26D3) showed as an empty box where the visitor's fonts lack it.
const linkIcon = (
  <svg
    viewBox="0 0 16 16"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    focusable="false"
    aria-hidden="true"
  >
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.8 2.8 0 0 1 4 4L11 8.5M9 11.5l-1.2 1.2a2.8 2.8 0 0 1-4-4L5 7.5" />
  </svg>
)

const faces: Readonly<Record<EditorButton['tag'], ReactNode>> = {
  b: 'B',
  i: 'I',
  u: 'U',
  s: 'S',
  img: '▣',
  url: linkIcon,
  hide: '◌',
  quote: '❝',
  list: '☰',
}

function selectionOf(textarea: HTMLTextAreaElement | null, text: string): TextSelection {
  if (!textarea) return { start: text.length, end: text.length }
  return { start: textarea.selectionStart, end: textarea.selectionEnd }
}

/**
 * The BBCode editor of the comment form: toolbar, smileys, the textarea, the
 * counter and a live preview. It holds no text of its own: every change goes
 * to `onEdit`, and the form passes the text back as `value`.
 */
export function CommentEditor(props: CommentEditorProps) {
  const { id, value, config, language, dialogs, onEdit } = props
  const strings = editorStrings[language]
  const textarea = useRef<HTMLTextAreaElement | null>(null)
  const smileyToggle = useRef<HTMLButtonElement | null>(null)
  const [smileysOpen, setSmileysOpen] = useState(false)
  // The text of the visitor's last change: the counter says aloud only what they did.
  const typedText = useRef<string | null>(null)
  // The caret to place once the form has rendered the text this editor asked for.
  const pending = useRef<TextEdit | null>(null)
  const counterId = `${id}-counter`
  const smileysId = `${useId()}-smileys`

  const place = useCallback((selection: TextSelection) => {
    const node = textarea.current
    if (!node) return
    node.focus()
    node.setSelectionRange(selection.start, selection.end)
  }, [])

  useLayoutEffect(() => {
    const edit = pending.current
    if (edit && textarea.current?.value === edit.text) {
      pending.current = null
      place(edit.selection)
    }
  })

  useLayoutEffect(() => {
    if (props.selection) place(props.selection)
  }, [props.selection, place])

  const edit = (next: TextEdit) => {
    if (props.readOnly) return
    pending.current = next
    typedText.current = next.text
    onEdit(next)
  }

  const applyButton = (button: EditorButton | CustomEditorButton) => {
    const { open, close } = tagPair(button)
    const selection = selectionOf(textarea.current, value)
    if (selection.start !== selection.end) {
      edit(wrapSelection(value, selection, open, close))
      return
    }
    const answer = dialogs.prompt(button.prompt, '')
    if (answer) edit(insertAt(value, selection, open + answer + close))
    else place(selection)
  }

  const pickSmiley = (code: string) => {
    setSmileysOpen(false)
    edit(insertAt(value, selectionOf(textarea.current, value), smileyInsert(code)))
  }

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const tag = shortcutTags[event.key.toLowerCase()]
    const modified = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
    if (modified && tag && config?.buttons.some((button) => button.tag === tag)) {
      event.preventDefault()
      const { open, close } = tagPair({ tag, title: '', prompt: '' })
      const selection = selectionOf(event.currentTarget, value)
      edit(
        selection.start === selection.end
          ? insertEmptyPair(value, selection, open, close)
          : wrapSelection(value, selection, open, close),
      )
    }
  }

  const items: ToolbarItem[] = [
    ...(config?.buttons ?? []).map(
      (button): ToolbarItem => ({
        id: `bbcode-${button.tag}`,
        className: `bbcode-${button.tag}`,
        title: button.title,
        face: <span aria-hidden="true">{faces[button.tag]}</span>,
        ...(shortcutTags[button.tag]
          ? { keyShortcuts: `Control+${button.tag.toUpperCase()}` }
          : {}),
        onActivate: () => applyButton(button),
      }),
    ),
    ...(config?.customButtons ?? []).map(
      (button): ToolbarItem => ({
        id: button.id,
        className: button.cssClass || button.id,
        title: button.title,
        face: button.icon ? (
          <img src={button.icon} alt="" />
        ) : (
          <span aria-hidden="true">{button.title}</span>
        ),
        onActivate: () => applyButton(button),
      }),
    ),
  ]
  const smileys = config?.smileys
  if (smileys && smileys.items.length > 0) {
    items.push({
      id: `${id}-smileys-toggle`,
      className: 'bbcode-smile',
      title: strings.smileys,
      face: <span aria-hidden="true">☺</span>,
      expanded: smileysOpen,
      controls: smileysId,
      buttonRef: smileyToggle,
      onActivate: () => setSmileysOpen((open) => !open),
    })
  }

  const describedBy =
    [props.maxLength === null ? '' : counterId, props.describedBy ?? ''].join(' ').trim() ||
    undefined
  return (
    <div className="jc-editor">
      <label htmlFor={id} className="jc-editor-label">
        {props.label}
      </label>
      {items.length > 0 ? (
        <EditorToolbar label={strings.toolbar} language={language} items={items} />
      ) : null}
      {smileys && smileysOpen ? (
        <SmileyPopup
          id={smileysId}
          label={strings.smileys}
          language={language}
          smileys={smileys}
          onPick={pickSmiley}
          onDismiss={() => {
            setSmileysOpen(false)
            smileyToggle.current?.focus()
          }}
        />
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={props.name}
        className={props.invalid ? 'jc-editor-textarea error' : 'jc-editor-textarea'}
        dir={textDirection(value)}
        rows={rowsFor(value, defaultRows)}
        value={value}
        readOnly={props.readOnly}
        aria-invalid={props.invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          typedText.current = event.target.value
          onEdit({
            text: event.target.value,
            selection: selectionOf(event.target, event.target.value),
          })
        }}
        onKeyDown={keyDown}
        onFocus={() => setSmileysOpen(false)}
      />
      {props.maxLength !== null && (
        <CharacterCounter
          id={counterId}
          remaining={remainingCharacters(props.maxLength, value)}
          counter={config?.counter ?? null}
          language={language}
          timers={props.timers}
          typed={value === typedText.current}
        />
      )}
      <CommentPreview text={value} language={language} headingLevel={props.headingLevel + 1} />
    </div>
  )
}
