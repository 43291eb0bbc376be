/** The comment a URL fragment links to (`#comment-<id>`, as JComments writes them), or null. */
export function linkedCommentId(fragment: string): number | null {
  const linked = /^comment-(\d+)$/.exec(fragment)
  return linked ? Number(linked[1]) : null
}
