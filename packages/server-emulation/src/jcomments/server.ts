import { writeResponse } from '@jc/protocol/server-format'
import { actions } from './actions/index.ts'
import { captchaSvg } from './captcha-image.ts'
import type { RequestContext } from './context.ts'
import { demoSite } from './demo-site.ts'
import { demoThreads } from './demo-threads.ts'
import { pageBlockHtml } from './page-block.ts'
import { parseRequest } from './request.ts'
import { rssXml } from './rss-feed.ts'
import { createState, threadOf } from './state.ts'
import { languageOf, stringsFor } from './strings.ts'
import type { Actor, Language, SiteProfile, ThreadSeed } from './types.ts'

export interface JCommentsServerOptions {
  /** Default {@link demoSite}. */
  readonly site?: SiteProfile
  /**
   * The site a language's requests and pages are answered as, instead of
   * `site`: the demo's Persian pages are a site of their own
   * (`persianSite`). The captcha image is `site`'s.
   */
  readonly sites?: { readonly [L in Language]?: SiteProfile }
  /** Default {@link demoThreads}. */
  readonly threads?: readonly ThreadSeed[]
  /** The clock: flood control and the dates of new comments. */
  readonly now?: () => Date
  /** In [0, 1): the captcha URL's `ac` digits. Default `Math.random`. */
  readonly random?: () => number
  /** Who asks at first; default 'guest'. */
  readonly actor?: Actor
}

export interface JCommentsServer {
  /**
   * Answers one POST to the AJAX URL. `url` is the full request URL (its
   * `lang` query parameter picks the language, default 'en'); `body` is the
   * form-urlencoded body exactly as sent. Returns the body text exactly as
   * the PHP server prints it.
   */
  respond(request: { readonly url: string; readonly body: string }): string
  /**
   * The comments block the article page renders server-side (protocol §4.1)
   * without its inline scripts, for the current actor.
   */
  renderPageBlock(objectId: number, objectGroup: string, language: Language): string
  /** SVG text of the captcha image showing `captchaCode`. */
  captchaImage(): string
  /** RSS 2.0 XML of an object's published comments. */
  rssFeed(objectId: number, objectGroup: string): string
  readonly captchaCode: string
  actor: Actor
  /** Back to the seeded state: comments, votes, reports, subscriptions, bans, locks, flood timer. */
  reset(): void
}

/** An in-memory JComments 2.3 server: every AJAX action, answered from its own store. */
export function createJCommentsServer(options: JCommentsServerOptions = {}): JCommentsServer {
  const site = options.site ?? demoSite
  const threads = options.threads ?? demoThreads
  const now = options.now ?? (() => new Date())
  const random = options.random ?? Math.random
  let state = createState(threads)
  let actor: Actor = options.actor ?? 'guest'

  const contextFor = (language: Language, as: Actor = actor): RequestContext => {
    const answering = options.sites?.[language] ?? site
    return {
      site: answering,
      state,
      actor: as,
      user: answering.users[as],
      rights: answering.rights[as],
      language,
      strings: { ...stringsFor(language), ...answering.languageOverrides?.[language] },
      now: now(),
      captchaDigits: () => String(Math.floor(random() * 100000)).padStart(5, '0'),
    }
  }

  return {
    respond({ url, body }) {
      const request = parseRequest(body)
      const action = actions.get(request.action)
      if (action === undefined) {
        return writeResponse([{ n: 'al', d: `Unknown Function ${request.action}.` }])
      }
      return writeResponse(action(contextFor(languageOf(url)), request))
    },
    renderPageBlock(objectId, objectGroup, language) {
      return pageBlockHtml(contextFor(language), threadOf(state, objectId, objectGroup))
    },
    captchaImage() {
      return captchaSvg(site.captchaCode)
    },
    rssFeed(objectId, objectGroup) {
      const thread = threadOf(state, objectId, objectGroup)
      return rssXml(contextFor(thread.language, 'guest'), thread)
    },
    get captchaCode() {
      return site.captchaCode
    },
    get actor() {
      return actor
    },
    set actor(value: Actor) {
      actor = value
    },
    reset() {
      state = createState(threads)
    },
  }
}
