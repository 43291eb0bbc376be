import type { HandlerAction } from './handler-action.ts'
import { type Expression, parseStatements, type Statement } from './js-statements.ts'
import { tokenize } from './js-tokens.ts'

const className = /^[\w-]+(?: [\w-]+)*$/
const md5 = /^[\da-f]{32}$/i
const webUrl = /^https?:\/\/[^\s"'<>\\]+$/i
const voidAction = /^javascript:\s*void\s*\(\s*(?:null|0)\s*\)\s*;?$/

// The shape of nearly every handler of a thread (11 per comment for a
// moderator): `jcomments.<name>(<integers or plain strings>);return false;`.
// Read with one expression, it costs a tenth of the tokenizer and the
// statement parser, and gives what they give (a property test holds them
// together). Only spaces and tabs count as blanks here, and only integers
// without leading zeros and strings without escapes as arguments: anything
// else takes the long way. The blanks after the arguments are matched with
// them, so a run of blanks is never split two ways: that made a handler of
// many blanks take time growing with their square.
const plainArgument = String.raw`(?:-?(?:0|[1-9]\d{0,14})|'[^'\\\r\n\u2028\u2029]*')`
const plainCall = new RegExp(
  String.raw`^(jcomments\.[A-Za-z]\w*)\([ \t]*(?:(${plainArgument}(?:[ \t]*,[ \t]*${plainArgument})*)[ \t]*)?\)[ \t]*;[ \t]*return[ \t]+false[ \t]*;?$`,
)
const plainArgumentEach = new RegExp(plainArgument, 'g')
// The moderator's delete, the one conditional the server writes (one per
// comment): `if (confirm('<question>')){jcomments.deleteComment(<id>);}return false;`,
// read in one expression as well, on the same terms as the plain calls.
const plainDelete =
  /^if[ \t]*\([ \t]*confirm[ \t]*\([ \t]*'([^'\\\r\n\u2028\u2029]*)'[ \t]*\)[ \t]*\)[ \t]*\{[ \t]*jcomments\.deleteComment[ \t]*\([ \t]*(0|[1-9]\d{0,14})[ \t]*\)[ \t]*;?[ \t]*\}[ \t]*(?:return[ \t]+false[ \t]*;?)?$/

function plainArguments(list: string): Expression[] {
  // Integers only, the usual case: Number() ignores the blanks around each.
  if (!list.includes("'")) {
    return list === ''
      ? []
      : list.split(',').map((item) => ({ kind: 'number', value: Number(item) }))
  }
  return Array.from(list.matchAll(plainArgumentEach), ([argument]) =>
    argument.startsWith("'")
      ? { kind: 'string', value: argument.slice(1, -1) }
      : { kind: 'number', value: Number(argument) },
  )
}

/**
 * Reads the text of an inline handler from the server's HTML (`onclick`,
 * `onmouseover`, `onmouseout`, a form's `action`) into a typed action.
 * Handler text that is not in the catalogue, or has anything after the known
 * call, gives null. It never throws and never runs anything.
 */
export function parseHandler(text: string): HandlerAction | null {
  const trimmed = text.trim()
  const call = plainCall.exec(trimmed)
  if (call?.[1]) return actionOf(call[1], plainArguments(call[2] ?? ''))
  const deletion = plainDelete.exec(trimmed)
  if (deletion) {
    return { type: 'delete', commentId: Number(deletion[2]), confirmation: deletion[1] ?? '' }
  }
  return parseHandlerStatements(trimmed)
}

/** The whole reading: the statements of the handler, through the tokenizer. */
export function parseHandlerStatements(trimmed: string): HandlerAction | null {
  if (voidAction.test(trimmed)) return { type: 'none' }
  const tokens = tokenize(trimmed)
  const statements = tokens && parseStatements(tokens)
  if (!statements) return null
  const [first, second, ...rest] = statements
  if (!first || rest.length > 0) return null
  if (second && !isReturnFalse(second)) return null
  if (isReturnFalse(first)) return second ? null : { type: 'none' }

  if (first.kind === 'assign') {
    return first.target === 'this.className' &&
      first.value.kind === 'string' &&
      className.test(first.value.value)
      ? { type: 'setClassName', className: first.value.value }
      : null
  }
  if (first.kind === 'if') return confirmedDelete(first)
  if (first.kind !== 'expression' || first.expression.kind !== 'call') return null
  return actionOf(first.expression.callee, first.expression.args)
}

function isReturnFalse(statement: Statement): boolean {
  return statement.kind === 'return' && statement.value.kind === 'boolean' && !statement.value.value
}

// `if (confirm('…')){jcomments.deleteComment(<id>);}`: the only conditional
// the server writes.
function confirmedDelete(statement: Extract<Statement, { kind: 'if' }>): HandlerAction | null {
  const { test, body } = statement
  const [message] = test.kind === 'call' && test.callee === 'confirm' ? test.args : []
  const [call] = body
  if (
    test.kind !== 'call' ||
    test.args.length !== 1 ||
    message?.kind !== 'string' ||
    body.length !== 1 ||
    call?.kind !== 'expression' ||
    call.expression.kind !== 'call' ||
    call.expression.callee !== 'jcomments.deleteComment'
  ) {
    return null
  }
  const [id] = call.expression.args
  const commentId = integer(id)
  return call.expression.args.length === 1 && commentId !== null
    ? { type: 'delete', commentId, confirmation: message.value }
    : null
}

function actionOf(callee: string, args: readonly Expression[]): HandlerAction | null {
  const [a, b, c] = args
  switch (callee) {
    case 'jcomments.showReply': {
      const commentId = integer(a)
      if (commentId === null) return null
      if (args.length === 1) return { type: 'reply', commentId, quote: false }
      return args.length === 2 && b?.kind === 'number' && b.value === 1
        ? { type: 'reply', commentId, quote: true }
        : null
    }
    case 'jcomments.quoteComment':
      return commentAction('quote', args)
    case 'jcomments.reportComment':
      return commentAction('report', args)
    case 'jcomments.editComment':
      return commentAction('edit', args)
    case 'jcomments.publishComment':
      return commentAction('publish', args)
    case 'jcomments.banIP':
      return commentAction('banIP', args)
    case 'jcomments.voteComment': {
      const commentId = integer(a)
      const value = b?.kind === 'number' ? b.value : 0
      return args.length === 2 && commentId !== null && (value === 1 || value === -1)
        ? { type: 'vote', commentId, value }
        : null
    }
    case 'jcomments.go':
      return args.length === 1 && a?.kind === 'string' && webUrl.test(a.value)
        ? { type: 'openWindow', url: a.value }
        : null
    case 'jcomments.showPage': {
      const objectId = integer(a)
      const page = integer(c)
      return args.length === 3 && objectId !== null && b?.kind === 'string' && page !== null
        ? { type: 'showPage', objectId, objectGroup: b.value, page }
        : null
    }
    case 'jcomments.subscribe':
    case 'jcomments.unsubscribe': {
      const objectId = integer(a)
      if (args.length !== 2 || objectId === null || b?.kind !== 'string') return null
      const type = callee === 'jcomments.subscribe' ? 'subscribe' : 'unsubscribe'
      return { type, objectId, objectGroup: b.value }
    }
    case 'jcomments.jump2email': {
      const commentId = integer(a)
      return args.length === 2 && commentId !== null && b?.kind === 'string' && md5.test(b.value)
        ? { type: 'jump2email', commentId, hash: b.value }
        : null
    }
    case 'jcomments.saveComment':
      return args.length === 0 ? { type: 'submitComment' } : null
    case 'jcomments.clear':
      return args.length === 1 && a?.kind === 'string' && a.value === 'captcha'
        ? { type: 'reloadCaptcha' }
        : null
    case 'jcomments.showForm': {
      const objectId = integer(a)
      return args.length === 3 && objectId !== null && b?.kind === 'string' && c?.kind === 'string'
        ? { type: 'showForm', objectId, objectGroup: b.value, target: c.value }
        : null
    }
    case 'jcomments.saveReport':
      return args.length === 0 ? { type: 'submitReport' } : null
    case 'jcomments.cancelReport':
      return args.length === 0 ? { type: 'cancelReport' } : null
    default:
      return null
  }
}

function commentAction(
  type: 'quote' | 'report' | 'edit' | 'publish' | 'banIP',
  args: readonly Expression[],
): HandlerAction | null {
  const commentId = integer(args[0])
  return args.length === 1 && commentId !== null ? { type, commentId } : null
}

function integer(expression: Expression | undefined): number | null {
  return expression?.kind === 'number' &&
    Number.isSafeInteger(expression.value) &&
    expression.value >= 0
    ? expression.value
    : null
}
