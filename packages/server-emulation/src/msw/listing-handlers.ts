import { http, type RequestHandler } from 'msw'
import { type Faults, noFaults } from '../faults.ts'
import type { ListingServer } from '../listing/index.ts'
import { respondWithFaults } from './fault-response.ts'

export interface ListingHandlerOptions {
  /** Read on every request, so that switches flipped in the demo apply at once. */
  readonly faults?: () => Faults
}

/**
 * An msw handler for the listing module. The module posts to the page it is
 * on, so this looks at every POST and answers only the ones that are
 * listing calls for a known module; anything else passes on.
 */
export function listingHandlers(
  server: ListingServer,
  options: ListingHandlerOptions = {},
): RequestHandler[] {
  const faults = options.faults ?? (() => noFaults)
  return [
    http.post('*', async ({ request }) => {
      const answer = server.respond({ url: request.url, body: await request.clone().text() })
      if (!answer) return undefined
      return respondWithFaults(faults(), answer.contentType, () => answer.body)
    }),
  ]
}
