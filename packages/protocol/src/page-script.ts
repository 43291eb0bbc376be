import { resolveAgainstPage } from './endpoint.ts'
import { type Expression, parseStatements, type Statement } from './js-statements.ts'
import { tokenize } from './js-tokens.ts'

/** The three flags of `jcomments.setAntiCache(aca, acp, acf)` (protocol §4.1, §5.11). */
export interface AntiCacheFlags {
  /** `aca`: a `#comment-N` fragment loads only that comment. */
  readonly showComment: boolean
  /** `acp`: the list is not in the page (page cache on), so page 0 is loaded at once. */
  readonly loadList: boolean
  /** `acf`: the form is behind its "Add comment" link, which `#addcomments` opens. */
  readonly formLink: boolean
}

/** What a stock JComments page hands its client object (protocol §4.1). */
export interface PageScript {
  readonly objectId: number
  readonly objectGroup: string
  /** The comment request URI, with `&amp;` read as `&`. */
  readonly requestUri: string
  /** Present when the page calls `setAntiCache`. */
  readonly antiCache?: AntiCacheFlags
}

// The template wraps its scripts in `<!--` … `//-->`; JavaScript reads a line
// opened by `<!--`, or one starting with `-->`, as a comment.
const htmlCommentLine = /^[ \t]*(?:<!--|-->).*$/gm

// The server cleans object_group to these characters before printing it.
const objectGroup = /^[\w-]+$/

// Only the host's path and query matter: the transport moves the call onto the page's origin.
const anyPage = 'http://page.invalid/'

/**
 * Reads the inline scripts of a stock JComments page (protocol §4.1) without
 * running them: `var jcomments = new JComments(<id>, '<group>', '<uri>')`,
 * then any of `jcomments.setList('…')` and one `jcomments.setAntiCache(0|1,
 * 0|1, 0|1)`. The block's two scripts may be passed joined by a line break.
 *
 * The URI is written HTML-escaped, and inside `<script>` the HTML parser
 * leaves `&amp;` as it is, so the legacy client received the literal `&amp;`
 * and its transport turned it into `&` before use (§1.1). So does this: the
 * value is the URI the legacy client requested, ready for an attribute set
 * from script.
 *
 * Anything else (another statement, an argument of the wrong kind, a group
 * the server would never print, a URI that is not http(s)) gives null.
 */
export function parsePageScript(source: string): PageScript | null {
  const tokens = tokenize(source.replace(htmlCommentLine, ''))
  const statements = tokens && parseStatements(tokens)
  if (!statements) return null
  const [first, ...rest] = statements
  const config = first && construction(first)
  if (!config) return null
  let antiCache: AntiCacheFlags | undefined
  for (const statement of rest) {
    const call = statement.kind === 'expression' ? statement.expression : null
    if (call?.kind !== 'call') return null
    if (call.callee === 'jcomments.setList') {
      if (call.args.length !== 1 || call.args[0]?.kind !== 'string') return null
    } else if (call.callee === 'jcomments.setAntiCache' && !antiCache) {
      const flags = call.args.map(flag)
      const [showComment, loadList, formLink] = flags
      if (flags.length !== 3 || showComment == null || loadList == null || formLink == null) {
        return null
      }
      antiCache = { showComment, loadList, formLink }
    } else {
      return null
    }
  }
  return antiCache ? { ...config, antiCache } : config
}

function construction(statement: Statement): Omit<PageScript, 'antiCache'> | null {
  const target =
    statement.kind === 'var' ? statement.name : statement.kind === 'assign' ? statement.target : ''
  if (target !== 'jcomments' && target !== 'window.jcomments') return null
  const value = statement.kind === 'var' || statement.kind === 'assign' ? statement.value : null
  if (value?.kind !== 'new' || value.callee !== 'JComments' || value.args.length !== 3) return null
  const [id, group, uri] = value.args
  if (id?.kind !== 'number' || !Number.isSafeInteger(id.value) || id.value <= 0) return null
  if (group?.kind !== 'string' || !objectGroup.test(group.value)) return null
  if (uri?.kind !== 'string') return null
  const requestUri = uri.value.replaceAll('&amp;', '&')
  if (!requestUri.trim() || !isHttpUri(requestUri)) return null
  return { objectId: id.value, objectGroup: group.value, requestUri }
}

function isHttpUri(uri: string): boolean {
  try {
    resolveAgainstPage(uri, anyPage)
    return true
  } catch {
    return false
  }
}

function flag(argument: Expression): boolean | null {
  return argument.kind === 'number' && (argument.value === 0 || argument.value === 1)
    ? argument.value === 1
    : null
}
