import type {
  CustomEditorButton,
  EditorButton,
  EditorConfig,
  EditorCounter,
  Smiley,
} from './editor-config.ts'
import { excerpt } from './excerpt.ts'
import { formInitHeader } from './form-init-header.ts'
import { describe, type InitPart, partOf } from './form-init-parts.ts'
import { parseStatements } from './js-statements.ts'
import { type Token, tokenize } from './js-tokens.ts'
import { readQuotedCall } from './quoted-call.ts'

const initFunction = 'JCommentsInitializeForm'

// The window-load block is the longest start the server writes after the
// function; a text after the last `}` longer than this is not a start.
const maxTrailer = 1000

// The block the server writes when the form is printed with the page
// (form_show = 1). Compared token for token, so spacing may differ.
const onLoadTrailer = tokenize(`
if (window.addEventListener) {window.addEventListener('load',JCommentsInitializeForm,false);}
else if (document.addEventListener){document.addEventListener('load',JCommentsInitializeForm,false);}
else if (window.attachEvent){window.attachEvent('onload',JCommentsInitializeForm);}
else {if (typeof window.onload=='function'){var oldload=window.onload;window.onload=function(){oldload();JCommentsInitializeForm();}} else window.onload=JCommentsInitializeForm;}
`) as readonly Token[]

/**
 * Reads the form-init script (S19) into an editor configuration, or returns
 * null when the text is not that script: the function, then one of the
 * starts the server writes after it.
 *
 * The body is read line by line, as the server prints it, one statement a
 * line. A line the grammar cannot read, because the server left a quote in a
 * custom button's text unescaped, is read again as quoted fields
 * (`readQuotedCall`); a line that still does not fit, a button beyond repair,
 * is left out and named in `ignored`, and the rest of the editor stands.
 */
export function parseFormInit(source: string): EditorConfig | null {
  const opening = formInitHeader.exec(source)
  if (!opening) return null
  const bodyStart = opening[0].length
  for (
    let close = source.lastIndexOf('}');
    close >= bodyStart && source.length - close <= maxTrailer;
    close = source.lastIndexOf('}', close - 1)
  ) {
    const trailer = tokenize(source.slice(close + 1))
    const init = trailer && trailerKind(trailer)
    if (init) return readBody(source.slice(bodyStart, close), init)
  }
  return null
}

interface Collected {
  editor: Extract<InitPart, { kind: 'editor' }> | null
  formId: string | null
  readonly buttons: EditorButton[]
  readonly customButtons: CustomEditorButton[]
  smileyBase: string | null
  readonly smileys: Smiley[]
  counter: EditorCounter | null
  readonly ignored: string[]
}

function readBody(body: string, init: EditorConfig['init']): EditorConfig | null {
  const found: Collected = {
    editor: null,
    formId: null,
    buttons: [],
    customButtons: [],
    smileyBase: null,
    smileys: [],
    counter: null,
    ignored: [],
  }
  for (const line of body.split(/\r\n?|\n/)) readLine(line, found)
  const { editor, formId, smileyBase, smileys } = found
  if (!editor || formId === null) return null
  return {
    textareaId: editor.textareaId,
    formId,
    resizable: editor.resizable,
    buttons: found.buttons,
    customButtons: found.customButtons,
    smileys:
      smileyBase === null && smileys.length === 0
        ? null
        : { baseUrl: smileyBase ?? '', items: smileys },
    counter: found.counter,
    init,
    ignored: found.ignored,
  }
}

function readLine(line: string, found: Collected): void {
  const tokens = tokenize(line)
  const statements = tokens && parseStatements(tokens)
  if (statements) {
    let editor = found.editor?.name ?? null
    const parts = statements.map((statement) => {
      const part = partOf(statement, editor)
      if (part?.kind === 'editor') editor = part.name
      return part
    })
    if (parts.every((part) => part !== null)) {
      for (const part of parts) take(part, found)
      return
    }
  }
  const repaired = readQuotedCall(line)
  const part = repaired && partOf(repaired, found.editor?.name ?? null)
  if (part) {
    take(part, found)
    return
  }
  if (!statements) {
    found.ignored.push(`a line it cannot read: ${excerpt(line.trim())}`)
    return
  }
  // A line of several statements: what it can read stands.
  for (const statement of statements) {
    const read = partOf(statement, found.editor?.name ?? null)
    if (read) take(read, found)
    else found.ignored.push(describe(statement))
  }
}

function take(part: InitPart, found: Collected): void {
  switch (part.kind) {
    case 'editor':
      found.editor = part
      return
    // A second button or smiley of the same name would be a second control with one id.
    case 'button':
      if (found.buttons.some((button) => button.tag === part.button.tag)) {
        found.ignored.push(`a second ${part.button.tag} button`)
      } else found.buttons.push(part.button)
      return
    case 'customButton':
      if (found.customButtons.some((button) => button.id === part.button.id)) {
        found.ignored.push(`a second ${excerpt(part.button.id)} button`)
      } else found.customButtons.push(part.button)
      return
    case 'smileyBase':
      found.smileyBase = part.url
      return
    case 'smiley':
      if (found.smileys.some((smiley) => smiley.code === part.smiley.code)) {
        found.ignored.push(`a second ${excerpt(part.smiley.code)} smiley`)
      } else found.smileys.push(part.smiley)
      return
    case 'counter':
      found.counter = part.counter
      return
    case 'form':
      found.formId = part.id
      return
  }
}

function trailerKind(trailer: readonly Token[]): EditorConfig['init'] | null {
  if (sameTokens(trailer, onLoadTrailer)) return 'on-load'
  const statements = parseStatements(trailer)
  const [only] = statements ?? []
  if (statements?.length !== 1 || only?.kind !== 'expression') return null
  const call = only.expression
  if (call.kind !== 'call') return null
  const [fn, delay] = call.args
  if (
    call.callee === 'setTimeout' &&
    call.args.length === 2 &&
    fn?.kind === 'name' &&
    fn.path === initFunction &&
    delay?.kind === 'number'
  ) {
    return 'deferred'
  }
  return call.callee === initFunction && call.args.length === 0 ? 'immediate' : null
}

function sameTokens(a: readonly Token[], b: readonly Token[]): boolean {
  return (
    a.length === b.length &&
    a.every((token, i) => token.type === b[i]?.type && token.value === b[i]?.value)
  )
}
