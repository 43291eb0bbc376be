import type { EditorConfig } from './editor-config.ts'

/**
 * A script of the server's catalogue (protocol §3.3), as data. The comment
 * numbers S1–S21 in the comments name the catalogue entries. Every string is
 * decoded from its JavaScript literal; HTML is still unsanitized server HTML.
 */
export type ScriptCall =
  /** S1: an error message (HTML) at the top of `target` ('' = the comment form), focusing `field` ('' = none). */
  | {
      readonly type: 'error'
      readonly message: string
      readonly target: string
      readonly field: string
    }
  /** S2: an info message (HTML) at the top of `target` ('' = the comment form). */
  | { readonly type: 'message'; readonly message: string; readonly target: string }
  /** S3, S4: empty the comment text, or reload the captcha and empty its input. */
  | { readonly type: 'clear'; readonly field: 'comment' | 'captcha' }
  /** S5, S6: replace a comment's content; an empty `html` removes the comment and its replies. */
  | { readonly type: 'updateComment'; readonly id: number; readonly html: string }
  /** S8: replace the whole tree block ('' when the last comment is gone). */
  | { readonly type: 'updateTree'; readonly mode: 'whole'; readonly html: string }
  /** S7: add one comment item to the replies of `parentId` (0 = top level). */
  | {
      readonly type: 'updateTree'
      readonly mode: 'append' | 'prepend'
      readonly html: string
      readonly parentId: number
    }
  /** S9, S10: add an item to the flat list, or replace the whole list block. */
  | {
      readonly type: 'updateList'
      readonly mode: 'append' | 'prepend' | 'replace'
      readonly html: string
    }
  /** S11 */
  | { readonly type: 'scrollToList' }
  /** S12: open the form in edit mode, filled with these values. */
  | {
      readonly type: 'showEdit'
      readonly id: number
      readonly name: string
      readonly email: string
      readonly homepage: string
      readonly title: string
      readonly text: string
    }
  /** S13: insert BBCode (a quote) at the caret of the comment text. */
  | { readonly type: 'insertText'; readonly text: string }
  /** S14 */
  | { readonly type: 'scrollToComment'; readonly id: number }
  /** S15: the only navigation the protocol allows, to a `mailto:` address. */
  | { readonly type: 'navigate'; readonly href: string }
  /** S16: the subscription link's new state and label. */
  | { readonly type: 'updateSubscription'; readonly subscribed: boolean; readonly label: string }
  /** S17: the comment's new score HTML; the vote buttons go away. */
  | { readonly type: 'updateVote'; readonly id: number; readonly html: string }
  /** S18: close the report form, showing `message` there when it is not empty. */
  | { readonly type: 'closeReport'; readonly message: string }
  /** S19: the comment form was delivered; build its editor from this. */
  | { readonly type: 'initForm'; readonly config: EditorConfig }
  /** S21: the reCAPTCHA fork asks for a fresh challenge. */
  | { readonly type: 'resetRecaptcha' }
  /** Anything else. It is reported and never run. */
  | { readonly type: 'unsupported'; readonly source: string; readonly reason: string }

export type ScriptCallType = ScriptCall['type']
