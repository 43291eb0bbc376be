import {
  type BBCodeTag,
  bbcodeTags,
  type CustomEditorButton,
  type EditorButton,
  type EditorCounter,
  type Smiley,
} from './editor-config.ts'
import { excerpt } from './excerpt.ts'
import type { Expression, Statement } from './js-statements.ts'

/** One statement of the form-init function (S19), read as what it configures. */
export type InitPart =
  | {
      readonly kind: 'editor'
      readonly name: string
      readonly textareaId: string
      readonly resizable: boolean
    }
  | { readonly kind: 'button'; readonly button: EditorButton }
  | { readonly kind: 'customButton'; readonly button: CustomEditorButton }
  | { readonly kind: 'smileyBase'; readonly url: string }
  | { readonly kind: 'smiley'; readonly smiley: Smiley }
  | { readonly kind: 'counter'; readonly counter: EditorCounter }
  | { readonly kind: 'form'; readonly id: string }

/**
 * What a statement configures, given the editor's variable (null until the
 * `new JCommentsEditor(…)` declaration): null when it is not a statement of
 * the catalogue, or its arguments are not the ones the server writes.
 */
export function partOf(statement: Statement, editor: string | null): InitPart | null {
  if (editor === null) return editorDeclaration(statement)
  if (statement.kind !== 'expression' || statement.expression.kind !== 'call') return null
  const { callee, args } = statement.expression
  const texts = args.map((arg) => (arg.kind === 'string' ? arg.value : undefined))
  switch (callee) {
    case `${editor}.addButton`:
      return buttonPart(texts)
    case `${editor}.initSmiles`: {
      const [url] = texts
      return texts.length === 1 && url !== undefined ? { kind: 'smileyBase', url } : null
    }
    case `${editor}.addSmile`: {
      const [code, image] = texts
      return texts.length === 2 && code !== undefined && image !== undefined
        ? { kind: 'smiley', smiley: { code, image } }
        : null
    }
    case `${editor}.addCounter`:
      return counterPart(args, texts)
    case 'jcomments.setForm':
      return formPart(args, editor)
  }
  return null
}

function editorDeclaration(statement: Statement): InitPart | null {
  if (statement.kind !== 'var' || statement.value.kind !== 'new') return null
  const { callee, args } = statement.value
  const [textarea, resizable] = args
  if (callee !== 'JCommentsEditor' || textarea?.kind !== 'string') return null
  const name = statement.name
  if (args.length === 1)
    return { kind: 'editor', name, textareaId: textarea.value, resizable: false }
  if (args.length !== 2 || resizable?.kind !== 'boolean') return null
  return { kind: 'editor', name, textareaId: textarea.value, resizable: resizable.value }
}

// A built-in button has three arguments; a custom one always seven (protocol
// §3.2). Any other count means an unescaped quote split or joined a field.
function buttonPart(texts: readonly (string | undefined)[]): InitPart | null {
  if (texts.some((text) => text === undefined)) return null
  const [id = '', title = '', prompt = '', open = '', close = '', cssClass = '', icon = ''] =
    texts as string[]
  if (texts.length === 3 && isTag(id)) {
    return { kind: 'button', button: { tag: id, title, prompt } }
  }
  if (texts.length !== 7 || id === '') return null
  return { kind: 'customButton', button: { id, title, prompt, open, close, cssClass, icon } }
}

function counterPart(
  args: readonly Expression[],
  texts: readonly (string | undefined)[],
): InitPart | null {
  const [max] = args
  const [, prefix, suffix] = texts
  if (
    (args.length !== 3 && args.length !== 4) ||
    max?.kind !== 'number' ||
    !Number.isSafeInteger(max.value) ||
    max.value <= 0 ||
    prefix === undefined ||
    suffix === undefined
  ) {
    return null
  }
  return { kind: 'counter', counter: { max: max.value, prefix, suffix } }
}

function formPart(args: readonly Expression[], editor: string): InitPart | null {
  const [form] = args
  if (args.length !== 1 || form?.kind !== 'new' || form.callee !== 'JCommentsForm') return null
  const [id, editorRef] = form.args
  return form.args.length === 2 &&
    id?.kind === 'string' &&
    editorRef?.kind === 'name' &&
    editorRef.path === editor
    ? { kind: 'form', id: id.value }
    : null
}

function isTag(code: string): code is BBCodeTag {
  return (bbcodeTags as readonly string[]).includes(code)
}

/** How a warning names a statement that was left out: its call and, for a button or smiley, its first argument. */
export function describe(statement: Statement): string {
  switch (statement.kind) {
    case 'expression': {
      const { expression } = statement
      if (expression.kind !== 'call') return expression.kind
      const [first] = expression.args
      const named = first?.kind === 'string' ? `'${excerpt(first.value)}', …` : '…'
      return `${expression.callee}(${named})`
    }
    case 'assign':
      return `${statement.target} = …`
    case 'var':
      return `var ${statement.name}`
    default:
      return statement.kind
  }
}
