// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { initialState } from '../model/initial-state.ts'
import { prepareMarkup } from '../model/markup.ts'
import { parseItems, parseThread } from '../model/parse-thread.ts'
import { commentsReducer } from '../model/reducer.ts'
import type { CommentsAction, CommentsState } from '../model/state.ts'
import { holdExtras, showThread } from './thread-dom.ts'

const options = {
  linksInNewWindow: false,
  headingLevel: 2,
  language: 'en' as const,
  warn: () => {},
}
const prepare = (html: string) => prepareMarkup(html, options)
const item = (id: number, text: string) =>
  `<div class="even" id="comment-item-${id}"><div class="comment-body" id="comment-body-${id}">${text}</div></div>`

// 1 with reply 2 (with reply 3), and 4 at the top level.
const tree = `<h4>Comments</h4><div class="comments-list" id="comments-list-0">${item(1, 'one')}<div class="comments-list" id="comments-list-1">${item(2, 'two')}<div class="comments-list" id="comments-list-2">${item(3, 'three')}</div></div>${item(4, 'four')}</div>`

/** The thread as a visitor reads it: each comment's text, replies indented under it. */
function outline(host: Element): string[] {
  const lines: string[] = []
  const walk = (list: Element, depth: number) => {
    for (const child of Array.from(list.children)) {
      if (child.id.startsWith('comment-item-')) {
        lines.push(`${'  '.repeat(depth)}${child.querySelector('.comment-body')?.textContent}`)
      } else if (child.id.startsWith('comments-list-')) walk(child, depth + 1)
    }
  }
  const list = host.querySelector('#comments-list-0')
  if (list) walk(list, 0)
  return lines
}

/** A host showing the tree, and a function that applies actions and shows the result. */
function shown() {
  const host = document.createElement('div')
  let state: CommentsState = { ...initialState(null), thread: parseThread(prepare(tree)) }
  showThread(host, null, state.thread)
  const apply = (action: CommentsAction) => {
    const before = state.thread
    state = commentsReducer(state, action)
    showThread(host, before, state.thread)
  }
  return { host, apply, state: () => state }
}

const added = (parentId: number | null, html: string, position: 'append' | 'prepend' = 'append') =>
  ({ type: 'itemsAdded', parentId, position, ...parseItems(prepare(html)) }) as const

describe('showThread', () => {
  it('shows the server’s own list and items, as the sanitizer made them', () => {
    const { host, state } = shown()
    const { thread } = state()
    expect(host.firstElementChild).toBe(thread.list)
    expect(host.querySelector('#comment-item-2')).toBe(thread.comments[2]?.element)
    expect(outline(host)).toEqual(['one', '  two', '    three', 'four'])
  })

  it('appends the next slice’s comments after those shown, leaving those in place', () => {
    const { host, apply } = shown()
    const first = host.querySelector('#comment-item-1')
    apply(
      added(
        null,
        `${item(5, 'five')}<div class="comments-list" id="comments-list-5">${item(6, 'six')}</div>${item(7, 'seven')}`,
      ),
    )
    expect(outline(host)).toEqual(['one', '  two', '    three', 'four', 'five', '  six', 'seven'])
    expect(host.querySelector('#comment-item-1')).toBe(first)
  })

  it('puts a new reply under its comment, in a reply list made for the first one', () => {
    const { host, apply } = shown()
    apply(added(4, item(8, 'eight')))
    apply(added(4, item(9, 'nine'), 'prepend'))
    apply(added(1, item(10, 'ten')))
    expect(outline(host)).toEqual([
      'one',
      '  two',
      '    three',
      '  ten',
      'four',
      '  nine',
      '  eight',
    ])
    expect(host.querySelector('#comment-item-4 + #comments-list-4')).not.toBeNull()
  })

  it('replaces a comment’s nodes with its new body, keeping what the view added around them', () => {
    const { host, apply, state } = shown()
    const element = state().thread.comments[4]?.element as Element
    const start = document.createElement('p')
    const end = document.createElement('p')
    start.textContent = 'message'
    end.textContent = 'form'
    holdExtras(element, { start, end })
    apply({
      type: 'commentReplaced',
      id: 4,
      body: prepare('<div class="comment-body">four, edited</div>'),
    })
    expect(Array.from(element.children, (child) => child.textContent)).toEqual([
      'message',
      'four, edited',
      'form',
    ])
    expect(host.querySelector('#comment-item-4')).toBe(element)
  })

  it('takes a removed comment away with its replies', () => {
    const { host, apply } = shown()
    apply({ type: 'commentRemoved', id: 2 })
    expect(outline(host)).toEqual(['one', 'four'])
    expect(host.querySelector('#comment-item-3')).toBeNull()
  })

  it('shows a new thread in place of the old one', () => {
    const { host, apply } = shown()
    apply({
      type: 'threadReplaced',
      thread: parseThread(
        prepare(`<div class="comments-list" id="comments-list-0">${item(11, 'eleven')}</div>`),
      ),
    })
    expect(outline(host)).toEqual(['eleven'])
    expect(host.children).toHaveLength(1)
  })

  it('has a new thread’s comments count for the heights their old selves took, until they render', () => {
    const { host, apply } = shown()
    document.body.append(host)
    for (const box of Array.from(host.querySelectorAll<HTMLElement>('[id^="comment-item-"]'))) {
      // As a browser computes them: jsdom leaves lengths no stylesheet sets empty.
      box.style.padding = '0px'
      box.style.borderWidth = '0px'
      box.getBoundingClientRect = () => DOMRect.fromRect({ y: 0, height: 240, width: 300 })
    }
    apply({
      type: 'threadReplaced',
      thread: parseThread(
        prepare(
          `<div class="comments-list" id="comments-list-0">${item(4, 'four')}${item(11, 'eleven')}</div>`,
        ),
      ),
    })
    const kept = (id: number) =>
      host
        .querySelector<HTMLElement>(`#comment-item-${id}`)
        ?.style.getPropertyValue('--jc-comment-intrinsic-size')
    expect(kept(4)).toBe('240px')
    expect(kept(11)).toBe('')
    host.remove()
  })
})
