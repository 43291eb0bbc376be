import {
  type BBCodeTag,
  bbcodeTags,
  type CustomEditorButton,
  type EditorButton,
  type EditorConfig,
  type Smiley,
} from './editor-config.ts'
import { type Expression, parseStatements, type Statement } from './js-statements.ts'
import { type Token, tokenize } from './js-tokens.ts'

const initFunction = 'JCommentsInitializeForm'

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
 * null when the tokens are not that script.
 */
export function parseFormInit(tokens: readonly Token[]): EditorConfig | null {
  if (!startsWith(tokens, ['function', initFunction, '(', ')', '{'])) return null
  const close = matchingBrace(tokens, 4)
  if (close === -1) return null
  const body = parseStatements(tokens.slice(5, close))
  const init = trailerKind(tokens.slice(close + 1))
  if (!body || !init) return null
  return readBody(body, init)
}

function readBody(body: readonly Statement[], init: EditorConfig['init']): EditorConfig | null {
  let editor: { name: string; textareaId: string; resizable: boolean } | null = null
  let formId: string | null = null
  const buttons: EditorButton[] = []
  const customButtons: CustomEditorButton[] = []
  let smileyBase: string | null = null
  const smileys: Smiley[] = []
  let counter: EditorConfig['counter'] = null
  const ignored: string[] = []

  for (const statement of body) {
    if (!editor) {
      editor = editorDeclaration(statement)
      if (!editor) ignored.push(describe(statement))
      continue
    }
    const call = statement.kind === 'expression' ? statement.expression : null
    if (call?.kind !== 'call') {
      ignored.push(describe(statement))
      continue
    }
    const args = call.args.map(stringOf)
    switch (call.callee) {
      case `${editor.name}.addButton`: {
        const [code, title, prompt, open, close, cssClass = '', icon = ''] = args
        if (code === undefined || title === undefined || prompt === undefined) break
        if (args.length === 3 && isTag(code)) {
          buttons.push({ tag: code, title, prompt })
          continue
        }
        if (args.length >= 5 && open !== undefined && close !== undefined) {
          customButtons.push({ id: code, title, prompt, open, close, cssClass, icon })
          continue
        }
        break
      }
      case `${editor.name}.initSmiles`:
        if (args.length === 1 && args[0] !== undefined) {
          smileyBase = args[0]
          continue
        }
        break
      case `${editor.name}.addSmile`:
        if (args.length === 2 && args[0] !== undefined && args[1] !== undefined) {
          smileys.push({ code: args[0], image: args[1] })
          continue
        }
        break
      case `${editor.name}.addCounter`: {
        const max = call.args[0]
        const [, prefix, suffix] = args
        if (
          (call.args.length === 3 || call.args.length === 4) &&
          max?.kind === 'number' &&
          Number.isSafeInteger(max.value) &&
          max.value > 0 &&
          prefix !== undefined &&
          suffix !== undefined
        ) {
          counter = { max: max.value, prefix, suffix }
          continue
        }
        break
      }
      case 'jcomments.setForm': {
        const form = call.args[0]
        const [id, editorRef] = form?.kind === 'new' ? form.args : []
        if (
          call.args.length === 1 &&
          form?.kind === 'new' &&
          form.callee === 'JCommentsForm' &&
          form.args.length === 2 &&
          id?.kind === 'string' &&
          editorRef?.kind === 'name' &&
          editorRef.path === editor.name
        ) {
          formId = id.value
          continue
        }
        break
      }
    }
    ignored.push(describe(statement))
  }

  if (!editor || formId === null) return null
  return {
    textareaId: editor.textareaId,
    formId,
    resizable: editor.resizable,
    buttons,
    customButtons,
    smileys:
      smileyBase === null && smileys.length === 0
        ? null
        : { baseUrl: smileyBase ?? '', items: smileys },
    counter,
    init,
    ignored,
  }
}

function editorDeclaration(
  statement: Statement,
): { name: string; textareaId: string; resizable: boolean } | null {
  if (statement.kind !== 'var' || statement.value.kind !== 'new') return null
  const { callee, args } = statement.value
  const [textarea, resizable] = args
  if (callee !== 'JCommentsEditor' || textarea?.kind !== 'string') return null
  if (args.length === 1)
    return { name: statement.name, textareaId: textarea.value, resizable: false }
  if (args.length !== 2 || resizable?.kind !== 'boolean') return null
  return { name: statement.name, textareaId: textarea.value, resizable: resizable.value }
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

function stringOf(expression: Expression): string | undefined {
  return expression.kind === 'string' ? expression.value : undefined
}

function isTag(code: string): code is BBCodeTag {
  return (bbcodeTags as readonly string[]).includes(code)
}

function describe(statement: Statement): string {
  switch (statement.kind) {
    case 'expression':
      return statement.expression.kind === 'call'
        ? `${statement.expression.callee}(…)`
        : statement.expression.kind
    case 'assign':
      return `${statement.target} = …`
    case 'var':
      return `var ${statement.name}`
    default:
      return statement.kind
  }
}

function startsWith(tokens: readonly Token[], values: readonly string[]): boolean {
  return values.every((value, i) => {
    const token = tokens[i]
    return token !== undefined && token.type !== 'string' && String(token.value) === value
  })
}

function matchingBrace(tokens: readonly Token[], open: number): number {
  let depth = 0
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i]
    if (token?.type !== 'punct') continue
    if (token.value === '{') depth++
    else if (token.value === '}' && --depth === 0) return i
  }
  return -1
}

function sameTokens(a: readonly Token[], b: readonly Token[]): boolean {
  return (
    a.length === b.length &&
    a.every((token, i) => token.type === b[i]?.type && token.value === b[i]?.value)
  )
}
