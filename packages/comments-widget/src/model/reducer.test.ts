// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { initialState } from './initial-state.ts'
import { prepareMarkup } from './markup.ts'
import { parseItems, parseThread } from './parse-thread.ts'
import { commentsReducer, neighbourOf } from './reducer.ts'
import type { CommentsState } from './state.ts'

const options = {
  linksInNewWindow: false,
  headingLevel: 2,
  language: 'en' as const,
  warn: () => {},
}
const prepare = (html: string) => prepareMarkup(html, options)
const item = (id: number, text: string) =>
  `<div class="even" id="comment-item-${id}"><div class="comment-body" id="comment-body-${id}">${text}</div></div>`

// A tree: 1 with replies 2 (with reply 3), and 4 at the top level.
const tree = `<h4>Comments</h4><div class="comments-list" id="comments-list-0">${item(1, 'one')}<div class="comments-list" id="comments-list-1">${item(2, 'two')}<div class="comments-list" id="comments-list-2">${item(3, 'three')}</div></div>${item(4, 'four')}</div><div id="comments-list-footer"><a id="comments-subscription" href="#">Subscribe</a></div>`

function state(): CommentsState {
  return { ...initialState(null), thread: parseThread(prepare(tree)) }
}

const text = (s: CommentsState, id: number) => s.thread.comments[id]?.body.fragment.textContent

describe('commentsReducer', () => {
  it('reads a tree into top-level comments and nested replies', () => {
    const { thread } = state()
    expect(thread.view).toBe('tree')
    expect(thread.roots).toEqual([1, 4])
    expect(thread.comments[1]?.replies).toEqual([2])
    expect(thread.comments[2]?.replies).toEqual([3])
    expect(thread.head?.fragment.textContent).toBe('Comments')
    expect(thread.tail?.fragment.querySelector('#comments-subscription')).not.toBeNull()
  })

  it('appends and prepends new items under their parent, or at the top level', () => {
    const appended = commentsReducer(state(), {
      type: 'itemsAdded',
      parentId: 1,
      position: 'append',
      ...parseItems(prepare(item(5, 'five'))),
    })
    expect(appended.thread.comments[1]?.replies).toEqual([2, 5])
    const prepended = commentsReducer(appended, {
      type: 'itemsAdded',
      parentId: null,
      position: 'prepend',
      ...parseItems(prepare(item(6, 'six'))),
    })
    expect(prepended.thread.roots).toEqual([6, 1, 4])
  })

  it('gives a comment without replies its reply list when the first reply arrives', () => {
    const next = commentsReducer(state(), {
      type: 'itemsAdded',
      parentId: 4,
      position: 'append',
      ...parseItems(prepare(item(7, 'seven'))),
    })
    expect(next.thread.comments[4]).toMatchObject({ replies: [7], hasReplyList: true })
  })

  it('replaces one comment and leaves the others as they were', () => {
    const before = state()
    const next = commentsReducer(before, {
      type: 'commentReplaced',
      id: 2,
      body: prepare('<div class="comment-body">edited</div>'),
    })
    expect(text(next, 2)).toBe('edited')
    expect(next.thread.comments[1]).toBe(before.thread.comments[1])
  })

  it('removes a comment with all its replies, and its report and message with it', () => {
    let next = commentsReducer(state(), { type: 'reportOpened', commentId: 3 })
    next = commentsReducer(next, {
      type: 'messageShown',
      kind: 'info',
      nodes: prepare('done'),
      text: 'done',
      target: 'comment-item-2',
      refresh: false,
      stays: false,
    })
    next = commentsReducer(next, { type: 'commentRemoved', id: 2 })
    expect(Object.keys(next.thread.comments)).toEqual(['1', '4'])
    expect(next.thread.comments[1]?.replies).toEqual([])
    expect(next.report).toBeNull()
    expect(next.message).toBeNull()
  })

  it('keeps an announcement, keyed anew each time, until a message is what screen readers hear', () => {
    const once = commentsReducer(state(), { type: 'announced', text: 'Page 2 of the comments.' })
    const twice = commentsReducer(once, { type: 'announced', text: 'Page 2 of the comments.' })
    expect(twice.announcement).toEqual({ text: 'Page 2 of the comments.', key: 2 })
    const shown = commentsReducer(twice, {
      type: 'messageShown',
      kind: 'info',
      nodes: prepare('done'),
      text: 'done',
      target: 'jc',
      refresh: false,
      stays: false,
    })
    expect(shown.announcement).toBeNull()
  })

  it('replaces the whole thread', () => {
    const next = commentsReducer(state(), {
      type: 'threadReplaced',
      thread: parseThread(
        prepare(`<div class="comments-list" id="comments-list">${item(9, 'nine')}</div>`),
      ),
    })
    expect(next.thread).toMatchObject({ view: 'list', roots: [9], head: null })
  })

  it('drops a message that asked for a reload once the thread is reloaded, and keeps any other', () => {
    const shown = (refresh: boolean) =>
      commentsReducer(state(), {
        type: 'messageShown',
        kind: 'error',
        nodes: prepare('x'),
        text: 'x',
        target: 'comment-item-1',
        refresh,
        stays: refresh,
      })
    const reloaded = parseThread(prepare(tree))
    expect(
      commentsReducer(shown(true), { type: 'threadReplaced', thread: reloaded }).message,
    ).toBeNull()
    expect(
      commentsReducer(shown(false), { type: 'threadReplaced', thread: reloaded }).message,
    ).toMatchObject({ text: 'x', refresh: false })
  })

  it('opens a report only under a comment that exists, then receives, finishes and closes it', () => {
    expect(commentsReducer(state(), { type: 'reportOpened', commentId: 99 }).report).toBeNull()
    let next = commentsReducer(state(), { type: 'reportOpened', commentId: 1 })
    expect(next.report).toEqual({ commentId: 1, form: null, finished: false })
    const form = {
      heading: 'Report',
      fields: [],
      hidden: [],
      submitLabel: 'Submit',
      cancelLabel: 'Cancel',
    }
    next = commentsReducer(next, { type: 'reportFormReceived', form })
    expect(next.report?.form).toBe(form)
    next = commentsReducer(next, { type: 'reportFinished' })
    expect(next.report).toEqual({ commentId: 1, form: null, finished: true })
    expect(commentsReducer(next, { type: 'reportClosed' }).report).toBeNull()
  })

  it('keys each message, fades and hides only the one a timer was set for', () => {
    const show = (s: CommentsState) =>
      commentsReducer(s, {
        type: 'messageShown',
        kind: 'error',
        nodes: prepare('x'),
        text: 'x',
        target: 'jc',
        refresh: false,
        stays: false,
      })
    const first = show(state())
    const second = show(commentsReducer(first, { type: 'messageHidden', key: 1 }))
    expect(second.message?.key).toBe(2)
    expect(commentsReducer(second, { type: 'messageFading', key: 1 }).message?.fading).toBe(false)
    expect(commentsReducer(second, { type: 'messageFading', key: 2 }).message?.fading).toBe(true)
    expect(commentsReducer(second, { type: 'messageHidden', key: 1 }).message).not.toBeNull()
    expect(commentsReducer(second, { type: 'messageHidden', key: 2 }).message).toBeNull()
  })

  it('tracks calls in flight by key', () => {
    let next = commentsReducer(state(), { type: 'busyStarted', key: 'vote:1', commentId: 1 })
    next = commentsReducer(next, { type: 'busyStarted', key: 'page', commentId: null })
    expect(next.busy).toEqual([
      { key: 'vote:1', commentId: 1 },
      { key: 'page', commentId: null },
    ])
    next = commentsReducer(next, { type: 'busyEnded', key: 'vote:1' })
    expect(next.busy).toEqual([{ key: 'page', commentId: null }])
    expect(commentsReducer(next, { type: 'busyEnded', key: 'other' })).toBe(next)
  })

  it('patches the tail, where the subscription link lives', () => {
    const tail = prepare('<a id="comments-subscription">Unsubscribe</a>')
    expect(commentsReducer(state(), { type: 'tailPatched', tail }).thread.tail).toBe(tail)
  })
})

describe('neighbourOf', () => {
  it('names the comment the focus goes to when one leaves: the next at its level, the one before, or its parent', () => {
    const { thread } = state()
    expect(neighbourOf(thread, 1)).toBe(4)
    expect(neighbourOf(thread, 4)).toBe(1)
    expect(neighbourOf(thread, 3)).toBe(2)
    expect(neighbourOf(thread, 2)).toBe(1)
    expect(neighbourOf(thread, 99)).toBeNull()
  })
})
