/** `jc-loaded`: a page of comments, or the page holding one comment, was loaded. */
export interface LoadedDetail {
  readonly page: number | null
  readonly commentId: number | null
}
export interface CommentDetail {
  readonly commentId: number
}
export interface SubscriptionDetail {
  readonly subscribed: boolean
}
/** `jc-posted`: the server took a new comment or reply (it may wait for moderation). */
export interface PostedDetail {
  /** The new comment's id when the server showed it at once; null when it did not (moderated, or the whole list reloaded). */
  readonly commentId: number | null
  /** The comment replied to; 0 for a top-level comment. */
  readonly parentId: number
}
/** `jc-error`: the server refused an action, answered it with an error, or its answer did not arrive or could not be read. */
export interface ErrorDetail {
  readonly message: string
  /** The element id the message concerns, e.g. `comment-item-5`; '' for the form. */
  readonly target: string
  /** The form field the server named, if any. */
  readonly field: string
}

/** The events `<jc-comments>` dispatches; all bubble. */
export interface CommentsEventMap {
  /**
   * The element took the server's block over and its controls work: the
   * printed thread is whole, and reloaded where it came without its handlers.
   * Once per element; `detail` is null.
   */
  'jc-ready': CustomEvent<null>
  'jc-loaded': CustomEvent<LoadedDetail>
  'jc-voted': CustomEvent<CommentDetail>
  'jc-reported': CustomEvent<CommentDetail>
  'jc-subscription-change': CustomEvent<SubscriptionDetail>
  'jc-published': CustomEvent<CommentDetail>
  'jc-deleted': CustomEvent<CommentDetail>
  'jc-banned': CustomEvent<CommentDetail>
  'jc-posted': CustomEvent<PostedDetail>
  'jc-saved': CustomEvent<CommentDetail>
  'jc-error': CustomEvent<ErrorDetail>
}

export type CommentsEventName = keyof CommentsEventMap
export type CommentsEventDetail<Name extends CommentsEventName> =
  CommentsEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never
