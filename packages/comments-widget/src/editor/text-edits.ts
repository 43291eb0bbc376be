import type { CustomEditorButton, EditorButton } from '@jc/protocol'

/** A textarea's selection, as `selectionStart`/`selectionEnd` report it. */
export interface TextSelection {
  readonly start: number
  readonly end: number
}

/** The text after an edit, and where the caret or selection goes. */
export interface TextEdit {
  readonly text: string
  readonly selection: TextSelection
}

/** The selection inside the text, start before end, whatever the caller passed. */
function within(text: string, selection: TextSelection): TextSelection {
  const clamp = (n: number) => Math.min(Math.max(n, 0), text.length)
  const a = clamp(selection.start)
  const b = clamp(selection.end)
  return a <= b ? { start: a, end: b } : { start: b, end: a }
}

function caretAt(offset: number): TextSelection {
  return { start: offset, end: offset }
}

/** Wraps the selected text in `open`…`close`; the caret lands after `close`. */
export function wrapSelection(
  text: string,
  selection: TextSelection,
  open: string,
  close: string,
): TextEdit {
  const { start, end } = within(text, selection)
  const wrapped = open + text.slice(start, end) + close
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    selection: caretAt(start + wrapped.length),
  }
}

/** Replaces the selection with `insert`; the caret lands after it. */
export function insertAt(text: string, selection: TextSelection, insert: string): TextEdit {
  const { start, end } = within(text, selection)
  return {
    text: text.slice(0, start) + insert + text.slice(end),
    selection: caretAt(start + insert.length),
  }
}

/** Inserts an empty `open``close` pair at the caret and leaves the caret between them. */
export function insertEmptyPair(
  text: string,
  selection: TextSelection,
  open: string,
  close: string,
): TextEdit {
  const { start } = within(text, selection)
  const inserted = insertAt(text, selection, open + close)
  return { text: inserted.text, selection: caretAt(start + open.length) }
}

/** The tags a toolbar button writes; `list` opens a list with its first bullet. */
export function tagPair(button: EditorButton | CustomEditorButton): {
  open: string
  close: string
} {
  if ('open' in button) return { open: button.open, close: button.close }
  if (button.tag === 'list') return { open: '[list][*]', close: '[/list]' }
  return { open: `[${button.tag}]`, close: `[/${button.tag}]` }
}

/** What a smiley click inserts: its code, apart from the words around it. */
export function smileyInsert(code: string): string {
  return ` ${code} `
}
