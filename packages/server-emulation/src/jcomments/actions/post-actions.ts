import { type ServerCommand, scripts } from '@jc/protocol/server-format'
import { isBanned, mayEdit, type RequestContext } from '../context.ts'
import { commentHtml } from '../html-comment.ts'
import { itemHtml, listHtml, pageOfComment, treeHtml, visibleComments } from '../html-list.ts'
import { type StoredComment, threadKey, threadOf } from '../state.ts'
import type { ThreadSeed } from '../types.ts'
import { type Action, cleanGroup, toInt } from './action.ts'
import { bannedAlert, forbiddenTag, storedText, stripTags, tooLong } from './comment-text.ts'

/** A homepage the server keeps: a plain http(s) address, `http://` added when missing, else none. */
function homepageOf(posted: string | undefined): string {
  const value = (posted ?? '').trim()
  if (value === '') return ''
  const url = /^https?:\/\//i.test(value) ? value : `http://${value}`
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : ''
}

function storedTitle(posted: string | undefined): string {
  return stripTags(posted ?? '')
    .replace(/[\r\n]/g, '')
    .trim()
}

const forbiddenNameCharacters = /["'[\]=<>();]/
const emailShape = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/

function error(message: string, field = ''): ServerCommand {
  return { n: 'js', d: scripts.error(message, '', field) }
}

/** The checks of `addComment`, in the server's order; the first failure is the answer. */
function validate(
  context: RequestContext,
  fields: ReadonlyMap<string, string>,
  text: string,
): ServerCommand[] | undefined {
  const { strings, site, rights } = context
  if (context.user.id === 0) {
    const name = (fields.get('name') ?? '').trim()
    if (name === '') return [error(strings.errorEmptyName, 'name')]
    if (forbiddenNameCharacters.test(name)) return [error(strings.errorInvalidName, 'name')]
    if ([...name].length > site.nameMaxLength) return [error(strings.errorTooLongName, 'name')]
    const email = (fields.get('email') ?? '').trim()
    if (email === '') return [error(strings.errorEmptyEmail, 'email')]
    if (!emailShape.test(email)) return [error(strings.errorIncorrectEmail, 'email')]
  }
  const last = context.state.lastPost.get(context.user.ip)
  if (
    rights.floodControl &&
    last !== undefined &&
    context.now.getTime() - last < site.floodSeconds * 1000
  ) {
    return [error(strings.errorTooQuick)]
  }
  if (text === '') return [error(strings.errorEmptyComment, 'comment')]
  if (tooLong(context, text)) return [error(strings.errorTooLongComment, 'comment')]
  if (rights.captcha && fields.get('captcha_refid') !== site.captchaCode) {
    return [error(strings.errorCaptcha, 'captcha'), { n: 'js', d: scripts.clear('captcha') }]
  }
  const tag = forbiddenTag(context, text)
  if (tag !== undefined) return [error(strings.errorForbiddenTag.replace('{tag}', tag), 'comment')]
  return undefined
}

/** The comment as the server would store it, with the next id. */
function newComment(
  context: RequestContext,
  thread: ThreadSeed,
  fields: ReadonlyMap<string, string>,
  text: string,
): StoredComment {
  const { state, user } = context
  const parentId = toInt(fields.get('parent'))
  const parent = state.comments.get(parentId)
  const isReply =
    parent !== undefined &&
    parent.objectId === thread.objectId &&
    parent.objectGroup === thread.objectGroup
  return {
    id: Math.max(0, ...state.comments.keys()) + 1,
    parent: isReply ? parentId : 0,
    objectId: thread.objectId,
    objectGroup: thread.objectGroup,
    name: user.id === 0 ? (fields.get('name') ?? '').trim() : user.name,
    email: user.id === 0 ? (fields.get('email') ?? '').trim() : user.email,
    homepage: homepageOf(fields.get('homepage')),
    title: storedTitle(fields.get('title')),
    text,
    date: context.now,
    ip: user.ip,
    published: !context.rights.moderated,
    deleted: false,
    score: 0,
    userid: user.id,
  }
}

/**
 * The server's last check before it stores: the same text by the same
 * author (name, account and address) under the same parent of the same
 * object is already there, as when a post whose answer was lost is sent again.
 */
function isDuplicate(context: RequestContext, comment: StoredComment): boolean {
  return [...context.state.comments.values()].some(
    (stored) =>
      stored.text === comment.text &&
      stored.ip === comment.ip &&
      stored.name === comment.name &&
      stored.userid === comment.userid &&
      stored.objectId === comment.objectId &&
      stored.objectGroup === comment.objectGroup &&
      stored.parent === comment.parent,
  )
}

function store(
  context: RequestContext,
  thread: ThreadSeed,
  fields: ReadonlyMap<string, string>,
  comment: StoredComment,
): void {
  const { state, user } = context
  state.comments.set(comment.id, comment)
  state.lastPost.set(user.ip, context.now.getTime())
  if (fields.get('subscribe') === '1' && context.rights.subscribe) {
    state.subscriptions.add(`${user.id} ${threadKey(thread.objectId, thread.objectGroup)}`)
  }
}

/** How the new comment reaches the page, by view mode (protocol §3.1, AddComment table). */
function listUpdate(
  context: RequestContext,
  thread: ThreadSeed,
  comment: StoredComment,
): ServerCommand[] {
  const visible = visibleComments(context, thread)
  const siblings = visible.filter((other) => other.parent === comment.parent).length
  if (thread.view === 'tree') {
    if (visible.length <= 1)
      return [{ n: 'js', d: scripts.updateTree(treeHtml(context, thread), null) }]
    const order = context.site.treeOrder
    const mode = order === 1 || (order === 2 && comment.parent > 0) ? 'b' : 'a'
    const item = itemHtml(context, thread, comment, siblings, '')
    return [{ n: 'js', d: scripts.updateTree(item, String(comment.parent), mode) }]
  }
  const commands: ServerCommand[] =
    thread.perPage === 0 && visible.length > 1
      ? [
          {
            n: 'js',
            d: scripts.updateList(
              itemHtml(context, thread, comment, siblings, ''),
              thread.order === 'DESC' ? 'p' : 'a',
            ),
          },
        ]
      : [
          {
            n: 'js',
            d: scripts.updateList(
              listHtml(context, thread, pageOfComment(context, thread, comment.id)),
              'r',
            ),
          },
        ]
  if (thread.order === 'DESC') commands.push({ n: 'js', d: scripts.scrollToList() })
  return commands
}

export const addComment: Action = (context, { fields }) => {
  const objectGroup = cleanGroup(fields.get('object_group'))
  const objectId = toInt(fields.get('object_id'))
  if (objectId === 0 || objectGroup === '') return []
  if (isBanned(context)) return [bannedAlert(context)]
  const text = storedText(fields.get('comment') ?? '')
  const refusal = validate(context, fields, text)
  if (refusal !== undefined) return refusal
  const thread = threadOf(context.state, objectId, objectGroup)
  const comment = newComment(context, thread, fields, text)
  const { strings } = context
  if (isDuplicate(context, comment)) return [error(strings.errorDuplicate, 'comment')]
  store(context, thread, fields, comment)
  const commands: ServerCommand[] = comment.published
    ? [...listUpdate(context, thread, comment), { n: 'js', d: scripts.message(strings.thanks) }]
    : [{ n: 'js', d: scripts.message(strings.thanksModerated) }]
  commands.push({ n: 'js', d: scripts.clear('comment') })
  if (context.rights.captcha) commands.push({ n: 'js', d: scripts.clear('captcha') })
  return commands
}

/** The number a comment's anchor shows: its position in list view, nothing in tree view. */
export function numberOf(
  context: RequestContext,
  thread: ThreadSeed,
  comment: StoredComment,
): string {
  if (thread.view === 'tree') return ''
  const index = visibleComments(context, thread).indexOf(comment)
  return index < 0 ? '' : String(index + 1)
}

export const saveComment: Action = (context, { fields }) => {
  const comment = context.state.comments.get(toInt(fields.get('id')))
  if (comment === undefined) return []
  if (!mayEdit(context, comment)) return [{ n: 'al', d: context.strings.errorCantEdit }]
  const text = storedText(fields.get('comment') ?? '')
  if (text === '') return [error(context.strings.errorEmptyComment, 'comment')]
  // The server's language file lacks this key, so the visitor reads the key itself.
  if (tooLong(context, text)) return [error('ERROR_TOO_LONG_COMMENT', 'comment')]
  comment.text = text
  const homepage = fields.get('homepage')
  if (homepage !== undefined) comment.homepage = homepageOf(homepage)
  const title = fields.get('title')
  if (title !== undefined) comment.title = storedTitle(title)
  if (comment.userid === 0) {
    for (const key of ['name', 'email'] as const) {
      const value = fields.get(key)
      if (value !== undefined && value.trim() !== '') comment[key] = value.trim()
    }
  }
  context.state.checkouts.delete(comment.id)
  const thread = threadOf(context.state, comment.objectId, comment.objectGroup)
  const html = commentHtml(context, comment, { thread, number: numberOf(context, thread, comment) })
  return [{ n: 'js', d: scripts.updateComment(comment.id, html) }]
}
