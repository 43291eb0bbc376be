import type { State, StoredComment } from './state.ts'
import type { Strings } from './strings.ts'
import type { Actor, ActorRights, Language, SiteProfile, SiteUser } from './types.ts'

/** What one request is answered with: the site, its state, who asks and in which language. */
export interface RequestContext {
  readonly site: SiteProfile
  readonly state: State
  readonly actor: Actor
  readonly user: SiteUser
  readonly rights: ActorRights
  readonly language: Language
  readonly strings: Strings
  readonly now: Date
  /** Five digits for the captcha image URL, drawn once per request. */
  readonly captchaDigits: () => string
}

/** How a voter or reporter is told apart: guests by IP, users by id. */
export function visitorKey(context: RequestContext): string {
  return context.user.id === 0 ? `ip:${context.user.ip}` : `user:${context.user.id}`
}

export function isAuthor(context: RequestContext, comment: StoredComment): boolean {
  return comment.userid > 0
    ? comment.userid === context.user.id
    : context.user.id === 0 && comment.ip === context.user.ip
}

/** Moderators edit everything; others only their own comments, if their group may. */
export function mayEdit(context: RequestContext, comment: StoredComment): boolean {
  return (
    context.rights.moderate ||
    (context.rights.editOwn && comment.userid > 0 && isAuthor(context, comment))
  )
}

/** A checkout held by someone else blocks edit, delete and publish. */
export function lockedByOther(context: RequestContext, id: number): boolean {
  const holder = context.state.checkouts.get(id)
  return holder !== undefined && holder !== context.actor
}

export function isBanned(context: RequestContext): boolean {
  return context.site.blacklist && context.state.bannedIps.has(context.user.ip)
}

/** Fills `{name}`-style placeholders of a language string or URL template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** Plain `&` to the `&amp;` the templates write into attributes. */
export function attributeUrl(url: string): string {
  return url.replaceAll('&', '&amp;')
}
