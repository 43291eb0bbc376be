import type { SafeFragment } from '@jc/widget-kit'
import { parseThread } from './parse-thread.ts'
import type { CommentsState } from './state.ts'
import { emptyThread } from './thread.ts'

function take(root: DocumentFragment, selector: string): SafeFragment | null {
  const element = root.querySelector(selector)
  if (!element) return null
  const fragment = root.ownerDocument.createDocumentFragment()
  fragment.append(...Array.from(element.childNodes))
  element.remove()
  return { fragment }
}

/**
 * The state an element starts from: the JComments block the server rendered
 * inside it (`div#jc` with `#comments`, the form area and the footer, protocol
 * §4.1), already through `prepareMarkup`; or an empty block. The block's
 * nodes move into the state: read what else it tells before.
 */
export function initialState(block: SafeFragment | null): CommentsState {
  const root = block?.fragment
  const comments = root ? take(root, '#comments') : null
  return {
    thread: comments ? parseThread(comments) : emptyThread,
    formArea: root ? (take(root, '#comments-form-link') ?? take(root, '#jc > p.message')) : null,
    footer: root ? take(root, '#comments-footer') : null,
    report: null,
    message: null,
    announcement: null,
    messagesShown: 0,
    busy: [],
  }
}
