/** The values EditComment answers with (showEdit, protocol S12). */
export interface EditValues {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly homepage: string
  readonly title: string
  readonly text: string
}

/**
 * What the thread hands to the comment form: the server's answers that
 * concern the form, and the visitor's reply and quote requests. The thread
 * never reaches into the form's fields itself.
 */
export interface FormPort {
  /** A form is in the page (the server sent it, or it was rendered with the page). */
  isLoaded(): boolean
  /** The server's form HTML arrived for `target` (ShowForm, or EditComment/QuoteComment with the form). */
  receiveForm(html: string, target: string): void
  /** The form's init script (S19), left for the form's chunk to read as data. */
  initialize(script: string): void
  /**
   * The server's markup the page printed (`root`, inert) may hold the form:
   * it is read from there (`printed-form.ts`, which comes with the form's chunk).
   */
  receivePrinted(root: ParentNode): void
  showEdit(values: EditValues): void
  insertText(text: string): void
  clear(field: 'comment' | 'captcha'): void
  /** The server named this field in an error. */
  markError(field: string): void
  reply(commentId: number, quote: boolean): void
  /** The visitor asked for a quote: it goes where their caret is now, before what they type while it comes. */
  quoteAsked(): void
  /** The control with this action, under this comment, takes the form inline (reply, edit). */
  openedFrom(commentId: number, control: string): void
  /** Leave reply mode (a report opened under a comment). */
  cancelReply(): void
  /** The comment the form replies to or edits; null when the form is at home. */
  inlineAt(): { readonly mode: 'reply' | 'edit'; readonly commentId: number } | null
  /**
   * The comment the form replies to or edits left the thread shown, deleted
   * or on another page now: the form goes home as a new comment's, with what
   * the visitor wrote (for an edit, what they wrote before it) and the
   * server's edit lock released. The edit's draft goes with a deleted
   * comment, and otherwise stays for the next edit of that comment.
   */
  leaveComment(deleted: boolean): void
  resetRecaptcha(): void
  /** The visitor asked for the form (the Add-comment link): focus moves to its first field. */
  focusFirstField(): void
}
