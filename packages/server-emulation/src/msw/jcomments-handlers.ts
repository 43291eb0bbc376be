import { HttpResponse, http, type RequestHandler } from 'msw'
import { type Faults, noFaults } from '../faults.ts'
import type { JCommentsServer } from '../jcomments/index.ts'
import { respondWithFaults } from './fault-response.ts'

export interface JCommentsHandlerOptions {
  /**
   * The path of the AJAX URL, as an msw path pattern; the query is not part
   * of it. Defaults to the SEF path `*\/component/jcomments/`.
   */
  readonly path?: string
  /** Read on every request, so that switches flipped in the demo apply at once. */
  readonly faults?: () => Faults
}

/**
 * msw handlers that put a JComments emulation behind its AJAX URL: POSTs get
 * the command array (through the fault switches), GETs with `task=captcha`
 * the captcha image and with `task=rss` the comments feed.
 */
export function jcommentsHandlers(
  server: JCommentsServer,
  options: JCommentsHandlerOptions = {},
): RequestHandler[] {
  const path = options.path ?? '*/component/jcomments/'
  const faults = options.faults ?? (() => noFaults)
  return [
    http.post(path, async ({ request }) => {
      const body = await request.text()
      return respondWithFaults(faults(), 'text/plain; charset="utf-8"', () =>
        server.respond({ url: request.url, body }),
      )
    }),
    http.get(path, ({ request }) => {
      const query = new URL(request.url).searchParams
      switch (query.get('task')) {
        case 'captcha':
          return new HttpResponse(server.captchaImage(), {
            headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
          })
        case 'rss':
          return new HttpResponse(
            server.rssFeed(Number(query.get('object_id')), query.get('object_group') ?? ''),
            { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } },
          )
        default:
          return new HttpResponse(null, { status: 404 })
      }
    }),
  ]
}
