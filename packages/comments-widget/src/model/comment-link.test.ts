// @vitest-environment node
import { expect, it } from 'vitest'
import { itemCommentId, linkedCommentId } from './comment-link.ts'

it('reads the comment a fragment links to, and nothing else', () => {
  expect(linkedCommentId('comment-17')).toBe(17)
  for (const fragment of [
    '',
    'comments',
    'addcomments',
    'comment-',
    'comment-1x',
    'comment-item-3',
  ]) {
    expect(linkedCommentId(fragment)).toBeNull()
  }
})

it('reads the comment an item id names, and nothing else', () => {
  expect(itemCommentId('comment-item-17')).toBe(17)
  for (const id of ['', 'jc', 'comments-form', 'comment-17', 'comment-item-', 'comment-item-1x']) {
    expect(itemCommentId(id)).toBeNull()
  }
})
