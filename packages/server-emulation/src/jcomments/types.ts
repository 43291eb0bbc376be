import type { BBCodeTag } from '@jc/protocol'
import type { Strings } from './strings.ts'

/** Who sends the request; the demo switches it. */
export type Actor = 'guest' | 'registered' | 'admin'

/** The language of every visible string, picked by the request URL's `lang`. */
export type Language = 'en' | 'fa'

/** The visitor behind an actor: guests have user id 0 and are known by their IP only. */
export interface SiteUser {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly ip: string
}

/** What one actor's user group may do; the server renders it into the markup. */
export interface ActorRights {
  /** Must type the captcha code to post. */
  readonly captcha: boolean
  /** BBCode buttons in the form, in the server's fixed order; other tags are refused on post. */
  readonly bbcode: readonly BBCodeTag[]
  /** The length check applies (and the form carries the counter). */
  readonly lengthCheck: boolean
  /** Posts wait for a moderator instead of being published at once. */
  readonly moderated: boolean
  /** The flood timer applies. */
  readonly floodControl: boolean
  readonly vote: boolean
  readonly report: boolean
  readonly subscribe: boolean
  readonly quote: boolean
  /** Replies need tree view too. */
  readonly reply: boolean
  /** Commenters' homepages are shown as links. */
  readonly seeHomepage: boolean
  /** `[hide]` text is shown instead of the notice. */
  readonly seeHidden: boolean
  /** E-mail addresses in comments are masked behind Jump2email (else they become mailto links). */
  readonly maskEmails: boolean
  /** May edit their own comments. */
  readonly editOwn: boolean
  /** Toolbar on every comment: edit, delete, publish, IP, ban; sees unpublished comments. */
  readonly moderate: boolean
}

export interface Smiley {
  readonly code: string
  readonly file: string
}

/**
 * A site's own BBCode button (JComments' custom BBCodes), sent to the form as
 * `custombbcode<id>`. The server prints its texts as the admin typed them,
 * quotes included, without escaping.
 */
export interface CustomBbcode {
  readonly id: number
  readonly title: string
  readonly prompt: string
  readonly open: string
  readonly close: string
  /** '' when the admin gave none (the legacy client then uses the button's id). */
  readonly cssClass: string
  /** '' for a text button. */
  readonly icon: string
}

/** How a site is set up; `{id}`, `{group}` and `{ac}` in URL templates are filled in. */
export interface SiteProfile {
  /** The AJAX URL as the page writes it (with plain `&`). */
  readonly ajaxUrl: string
  readonly liveSite: string
  /** Captcha image URL template with `{ac}`, the 5 cache-busting digits. */
  readonly captchaUrl: string
  /** RSS URL template with `{id}` and `{group}`. */
  readonly rssUrl: string
  /** The one code the captcha shows and accepts. */
  readonly captchaCode: string
  readonly smileyBase: string
  readonly smileys: readonly Smiley[]
  /** After the built-in buttons, in this order, for every actor. */
  readonly customBbcodes: readonly CustomBbcode[]
  /** The site's language overrides (Joomla's), over the language file's strings. */
  readonly languageOverrides?: { readonly [L in Language]?: Partial<Strings> }
  /** How the site's template files end their lines: CRLF when they were saved on Windows. */
  readonly lineEnd?: '\n' | '\r\n'
  /**
   * What the site's plugins print around the comment form (JComments'
   * before- and after-form hooks), scripts included: the AJAX answer moves a
   * script into a `js` command, as it does the form's own.
   */
  readonly formPlugins?: { readonly before?: string; readonly after?: string }
  /**
   * What the site's template override prints for the new score a vote's
   * answer puts into the vote holder, instead of the stock `<span>`.
   */
  readonly scoreTemplate?: (score: number) => string
  /** The icon that stands for `@` in masked e-mail addresses. */
  readonly emailIcon: string
  readonly maxCommentLength: number
  readonly nameMaxLength: number
  readonly floodSeconds: number
  readonly reports: boolean
  readonly reportReasonRequired: boolean
  readonly blacklist: boolean
  readonly deleteMode: 'hard' | 'soft'
  readonly votes: boolean
  /** `tree_order`: 0 appends new comments, 1 prepends them, 2 prepends replies only. */
  readonly treeOrder: 0 | 1 | 2
  /** Where page numbers go in list view. */
  readonly pagination: 'both' | 'top' | 'bottom'
  readonly users: Readonly<Record<Actor, SiteUser>>
  readonly rights: Readonly<Record<Actor, ActorRights>>
}

/** A comment as the database holds it. */
export interface SeedComment {
  readonly id: number
  readonly parent: number
  readonly name: string
  readonly email: string
  readonly homepage: string
  readonly title: string
  /** BBCode as stored: tags stripped and line breaks already turned into `<br />`. */
  readonly text: string
  /** ISO date and time; shown in UTC. */
  readonly date: string
  readonly ip: string
  readonly published: boolean
  readonly score: number
  /** 0 for a guest's comment. */
  readonly userid: number
  /** Someone left the page while editing: the comment stays checked out by that actor. */
  readonly checkedOutBy?: Actor
}

/** One commented object (an article) with its comments and display settings. */
export interface ThreadSeed {
  readonly objectId: number
  readonly objectGroup: string
  /** The article's URL (plain `&`); comment anchors point into it. */
  readonly objectUrl: string
  readonly title: string
  readonly language: Language
  readonly view: 'tree' | 'list'
  /** List view only; 0 shows every comment on one page. */
  readonly perPage: number
  readonly order: 'ASC' | 'DESC'
  readonly comments: readonly SeedComment[]
}
