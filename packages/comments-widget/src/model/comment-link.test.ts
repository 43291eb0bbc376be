// @vitest-environment node
import { expect, it } from 'vitest'
import { linkedCommentId } from './comment-link.ts'

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
