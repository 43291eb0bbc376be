// @vitest-environment node
import { expect, it } from 'vitest'
import { targetsComments } from './comments-fragment.ts'

it('recognizes the fragments that point into a comment thread', () => {
  expect(['#comments', '#comment-12', '#addcomments', '#addcomment'].map(targetsComments)).toEqual([
    true,
    true,
    true,
    true,
  ])
  expect(
    ['', '#', '#comment-', '#comment-x', '#content', '#comments-list-0'].map(targetsComments),
  ).toEqual([false, false, false, false, false, false])
})
