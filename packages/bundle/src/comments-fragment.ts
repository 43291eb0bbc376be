/**
 * The URL fragments that point into a comment thread: the list (`#comments`),
 * one comment (`#comment-12`) and the form (`#addcomments`, JComments also
 * prints `#addcomment`). A visitor who arrives with one of them is waiting for
 * the thread, so the comments widget loads at once, wherever it sits.
 */
const commentsFragment = /^#(comments|comment-\d+|addcomments?)$/

export function targetsComments(hash: string): boolean {
  return commentsFragment.test(hash)
}
