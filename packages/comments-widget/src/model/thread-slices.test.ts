import { describe, expect, it } from 'vitest'
import { sliceThread } from './thread-slices.ts'

const item = (id: number, body = `comment ${id}`) =>
  `<div class="even" id="comment-item-${id}"><div class="comment-body" id="comment-body-${id}">${body}</div></div>`
const replies = (parent: number, ...ids: number[]) =>
  `<div class="comments-list" id="comments-list-${parent}">${ids.map((id) => item(id)).join('')}</div>`
const thread = (...children: string[]) =>
  `<h4>Comments</h4><div id="nav-top"></div><div class="comments-list" id="comments-list-0">${children.join('')}</div><div id="comments-footer">tail</div>`

/** The ids of the comments in markup, in order. */
const ids = (html: string) =>
  [...html.matchAll(/id="comment-item-(\d+)"/g)].map((match) => match[1])

describe('sliceThread', () => {
  const long = thread(item(1), replies(1, 2, 3), item(4), item(5), replies(5, 6), item(7), item(8))
  const longIds = ['1', '2', '3', '4', '5', '6', '7', '8']
  const inOrder = (slices: ReturnType<typeof sliceThread>) =>
    [slices?.first ?? '', ...(slices?.rest ?? [])].flatMap(ids)

  it('keeps head, tail and the first comments in the first piece, and the rest in order after it', () => {
    const slices = sliceThread(long, 200, 200)
    expect(slices).not.toBeNull()
    expect(slices?.first.startsWith('<h4>Comments</h4><div id="nav-top"></div>')).toBe(true)
    expect(slices?.first.endsWith('</div><div id="comments-footer">tail</div>')).toBe(true)
    expect(ids(slices?.first ?? '')).toEqual(['1', '2', '3'])
    expect(inOrder(slices)).toEqual(longIds)
  })

  it('keeps the comment the visitor is at in the first piece, with all above it', () => {
    for (const keep of [6, 7]) {
      const slices = sliceThread(long, 200, 200, keep)
      expect(ids(slices?.first ?? '')).toEqual(longIds.slice(0, keep))
      expect(inOrder(slices)).toEqual(longIds)
    }
    // Comment 1 is not comment 12; one that is not there changes nothing.
    const twelfth = thread(item(4), item(5), item(7), item(8), item(12))
    expect(sliceThread(twelfth, 100, 100, 1)).toEqual(sliceThread(twelfth, 100, 100))
    expect(sliceThread(long, 200, 200, 99)).toEqual(sliceThread(long, 200, 200))
  })

  it('never parts a comment from its reply list', () => {
    for (const length of [150, 250, 350, 450]) {
      for (const piece of sliceThread(long, length, length)?.rest ?? []) {
        expect(piece.startsWith('<div class="even" id="comment-item-')).toBe(true)
      }
    }
  })

  it('is not fooled by a closing div inside a script, an attribute or an HTML comment', () => {
    const tricky = thread(
      item(1, '<script>"</div></div>"</script><a title="</div>" href="#">a</a><!-- </div> -->'),
      item(2),
      item(3),
    )
    const slices = sliceThread(tricky, 100, 100)
    expect([slices?.first ?? '', ...(slices?.rest ?? [])].flatMap(ids)).toEqual(['1', '2', '3'])
    expect(slices?.rest[0]?.startsWith('<div class="even" id="comment-item-2">')).toBe(true)
  })

  it('reads a quote as a value only right after =, and a > inside a value as text', () => {
    const quoted = thread(
      item(1, `<a title = "a > b" data-x='</div>' href=#>a</a><b class=x">c</b>`),
      item(2),
      item(3),
    )
    const slices = sliceThread(quoted, 100, 100)
    expect([slices?.first ?? '', ...(slices?.rest ?? [])].flatMap(ids)).toEqual(['1', '2', '3'])
    expect(slices?.rest[0]?.startsWith('<div class="even" id="comment-item-2">')).toBe(true)
    expect(sliceThread(thread(item(1), '<a title="never closed>', item(2)), 50, 50)).toBeNull()
  })

  it('leaves a short thread, or one whose list it cannot read, whole', () => {
    expect(sliceThread(long)).toBeNull()
    expect(sliceThread('<p>no list</p>'.repeat(100), 100, 100)).toBeNull()
    expect(sliceThread(thread(item(1), '<!-- never closed', item(2)), 50, 50)).toBeNull()
  })
})
