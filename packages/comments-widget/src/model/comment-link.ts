/** The comment a URL fragment links to (`#comment-<id>`, as JComments writes them), or null. */
export function linkedCommentId(fragment: string): number | null {
  const linked = /^comment-(\d+)$/.exec(fragment)
  return linked ? Number(linked[1]) : null
}

/** The comment whose item (`div#comment-item-<id>`) an element id names, as a message's target may; or null. */
export function itemCommentId(id: string): number | null {
  const item = /^comment-item-(\d+)$/.exec(id)
  return item ? Number(item[1]) : null
}
