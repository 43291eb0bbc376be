/**
 * What an inline handler in the server's HTML asks for (protocol §3.4), as
 * data. A widget strips the handler attribute and binds this instead.
 */
export type HandlerAction =
  | { readonly type: 'reply'; readonly commentId: number; readonly quote: boolean }
  | { readonly type: 'quote'; readonly commentId: number }
  | { readonly type: 'report'; readonly commentId: number }
  | { readonly type: 'edit'; readonly commentId: number }
  /** Delete, after the visitor confirms `confirmation`. */
  | { readonly type: 'delete'; readonly commentId: number; readonly confirmation: string }
  | { readonly type: 'publish'; readonly commentId: number }
  | { readonly type: 'banIP'; readonly commentId: number }
  | { readonly type: 'vote'; readonly commentId: number; readonly value: 1 | -1 }
  /** The moderator's IP lookup link: open `url` (http or https only) in a new window. */
  | { readonly type: 'openWindow'; readonly url: string }
  /** Refresh (page 0) and pagination. */
  | {
      readonly type: 'showPage'
      readonly objectId: number
      readonly objectGroup: string
      readonly page: number
    }
  | { readonly type: 'subscribe'; readonly objectId: number; readonly objectGroup: string }
  | { readonly type: 'unsubscribe'; readonly objectId: number; readonly objectGroup: string }
  /** The masked e-mail of a comment; the server answers with a mailto: navigation. */
  | { readonly type: 'jump2email'; readonly commentId: number; readonly hash: string }
  | { readonly type: 'submitComment' }
  | { readonly type: 'reloadCaptcha' }
  | {
      readonly type: 'showForm'
      readonly objectId: number
      readonly objectGroup: string
      readonly target: string
    }
  | { readonly type: 'submitReport' }
  | { readonly type: 'cancelReport' }
  /** The hover effects of pagination and masked e-mails: set the element's class. */
  | { readonly type: 'setClassName'; readonly className: string }
  /** `return false;` and `javascript:void(null);`: only keep the default action from happening. */
  | { readonly type: 'none' }

export type HandlerActionType = HandlerAction['type']
