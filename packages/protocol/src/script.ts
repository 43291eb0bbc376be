import { excerpt } from './excerpt.ts'
import { parseFormInit } from './form-init.ts'
import { isFormInitScript } from './form-init-header.ts'
import { type Expression, parseStatements } from './js-statements.ts'
import { tokenize } from './js-tokens.ts'
import type { ScriptCall } from './script-call.ts'

const mailto = /^mailto:[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$/

/**
 * Reads the source of a `js` command as one call of the server's catalogue
 * (protocol §3.3). Nothing is ever run: a script outside the catalogue, or a
 * catalogue call with arguments of the wrong shape, becomes an `unsupported`
 * value to report. It never throws.
 */
export function parseScript(source: string): ScriptCall {
  const config = parseFormInit(source)
  if (config) return { type: 'initForm', config }
  return parseCatalogueCall(source)
}

/** A form-init script (S19) left unread: `parseFormInit` reads it where the form is built. */
export interface FormInitScript {
  readonly type: 'formInitScript'
  readonly source: string
}

/**
 * `parseScript`, except that the form-init script (S19) is only recognised,
 * not read: its reader is the largest part of the script parser and is
 * needed only once a form is shown, so a client can load it with the form.
 */
export function parseScriptLeavingFormInit(source: string): ScriptCall | FormInitScript {
  if (isFormInitScript(source)) return { type: 'formInitScript', source }
  return parseCatalogueCall(source)
}

function parseCatalogueCall(source: string): ScriptCall {
  const tokens = tokenize(source)
  if (!tokens) return unsupported(source, 'a string literal or comment is not closed')

  const statements = parseStatements(tokens)
  if (!statements) return unsupported(source, 'it is not a call of the catalogue')
  const [statement, ...rest] = statements
  if (!statement || rest.length > 0) {
    return unsupported(source, 'it is not exactly one call of the catalogue')
  }

  if (statement.kind === 'assign') {
    const href = statement.value.kind === 'string' ? statement.value.value : ''
    if (statement.target === 'window.location' && mailto.test(href)) {
      return { type: 'navigate', href }
    }
    return unsupported(
      source,
      'the only navigation allowed is window.location to a mailto: address',
    )
  }
  if (statement.kind !== 'expression' || statement.expression.kind !== 'call') {
    return unsupported(source, 'it is not a call of the catalogue')
  }
  const { callee, args } = statement.expression
  const match = catalogue.get(callee)
  if (!match) return unsupported(source, `${excerpt(callee)} is not in the catalogue`)
  return match(args) ?? unsupported(source, `the arguments do not fit ${callee}`)
}

function unsupported(source: string, reason: string): ScriptCall {
  return { type: 'unsupported', source: excerpt(source), reason }
}

type Matcher = (args: readonly Expression[]) => ScriptCall | null

const catalogue: ReadonlyMap<string, Matcher> = new Map(
  Object.entries({
    'jcomments.error': (args) => {
      const [message, target, field] = strings(args, 3) ?? []
      return message !== undefined && target !== undefined && field !== undefined
        ? { type: 'error', message, target, field }
        : null
    },
    'jcomments.message': (args) => {
      const [message, target] = strings(args, 2) ?? []
      return message !== undefined && target !== undefined
        ? { type: 'message', message, target }
        : null
    },
    'jcomments.clear': (args) => {
      const [field] = strings(args, 1) ?? []
      return field === 'comment' || field === 'captcha' ? { type: 'clear', field } : null
    },
    'jcomments.updateComment': (args) => {
      const [id, html] = args
      const commentId = idOf(id)
      return args.length === 2 && commentId !== null && html?.kind === 'string'
        ? { type: 'updateComment', id: commentId, html: html.value }
        : null
    },
    'jcomments.updateTree': (args) => {
      const [html, parent, mode] = args
      if (html?.kind !== 'string') return null
      if (args.length === 2 && parent?.kind === 'null') {
        return { type: 'updateTree', mode: 'whole', html: html.value }
      }
      const parentId = idOf(parent)
      if (args.length !== 3 || parentId === null || mode?.kind !== 'string') {
        return null
      }
      if (mode.value === 'a')
        return { type: 'updateTree', mode: 'append', html: html.value, parentId }
      if (mode.value === 'b')
        return { type: 'updateTree', mode: 'prepend', html: html.value, parentId }
      return null
    },
    'jcomments.updateList': (args) => {
      const [html, mode] = strings(args, 2) ?? []
      if (html === undefined) return null
      if (mode === 'a') return { type: 'updateList', mode: 'append', html }
      if (mode === 'p') return { type: 'updateList', mode: 'prepend', html }
      if (mode === 'r') return { type: 'updateList', mode: 'replace', html }
      return null
    },
    'jcomments.scrollToList': (args) => (args.length === 0 ? { type: 'scrollToList' } : null),
    'jcomments.showEdit': (args) => {
      const [id, ...rest] = args
      const commentId = idOf(id)
      const [name, email, homepage, title, text] = strings(rest, 5) ?? []
      return commentId !== null &&
        commentId !== undefined &&
        name !== undefined &&
        email !== undefined &&
        homepage !== undefined &&
        title !== undefined &&
        text !== undefined
        ? { type: 'showEdit', id: commentId, name, email, homepage, title, text }
        : null
    },
    'jcomments.insertText': (args) => {
      const [text] = strings(args, 1) ?? []
      return text === undefined ? null : { type: 'insertText', text }
    },
    'jcomments.scrollToComment': (args) => {
      const [id] = args
      const commentId = idOf(id)
      return args.length === 1 && commentId !== null
        ? { type: 'scrollToComment', id: commentId }
        : null
    },
    'jcomments.updateSubscription': (args) => {
      const [state, label] = args
      return args.length === 2 && state?.kind === 'boolean' && label?.kind === 'string'
        ? { type: 'updateSubscription', subscribed: state.value, label: label.value }
        : null
    },
    'jcomments.updateVote': (args) => {
      const [id, html] = args
      const commentId = idOf(id)
      return args.length === 2 && commentId !== null && html?.kind === 'string'
        ? { type: 'updateVote', id: commentId, html: html.value }
        : null
    },
    'jcomments.closeReport': (args) => {
      const [message] = strings(args, 1) ?? []
      return message === undefined ? null : { type: 'closeReport', message }
    },
    'grecaptcha.reset': (args) => (args.length === 0 ? { type: 'resetRecaptcha' } : null),
  } satisfies Record<string, Matcher>),
)

/** The arguments as strings, when there are exactly `count` of them and all are string literals. */
function strings(args: readonly Expression[], count: number): string[] | null {
  if (args.length !== count) return null
  const values: string[] = []
  for (const arg of args) {
    if (arg.kind !== 'string') return null
    values.push(arg.value)
  }
  return values
}

// The server writes comment ids bare (S5) or quoted (S6, S14, S17); the quoted
// ones echo the request, so anything but digits is refused.
function idOf(expression: Expression | undefined): number | null {
  const text =
    expression?.kind === 'number'
      ? String(expression.value)
      : expression?.kind === 'string'
        ? expression.value
        : ''
  if (!/^\d{1,15}$/.test(text)) return null
  return Number(text)
}
