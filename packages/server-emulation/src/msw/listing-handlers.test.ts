import { createCacheBuster, HttpStatusError, postListing, RequestTimeoutError } from '@jc/protocol'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Faults, noFaults } from '../faults.ts'
import { createListingServer } from '../listing/index.ts'
import { listingHandlers } from './listing-handlers.ts'

const listing = createListingServer()
let faults: Faults = noFaults
const network = setupServer(...listingHandlers(listing, { faults: () => faults }))
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  faults = noFaults
})
afterAll(() => network.close())

const module = listing.modules.find((candidate) => candidate.id === 201)
const category = module?.categories[0]
const page = 'http://demo.test/en/index.html'

function firstPage(timeout?: number) {
  return postListing({
    url: page,
    pageUrl: page,
    timeout,
    request: {
      moduleId: String(module?.id),
      categoryId: String(category?.id),
      start: 0,
      fieldOrder: '',
      limitStart: '',
      cacheBuster: createCacheBuster(Date.now(), 0.5),
      fields: [],
    },
  })
}

const itemCount = (markup: string) => markup.match(/class="ltabs-item /g)?.length ?? 0

describe('the listing handler', () => {
  it('answers a listing call posted to the page with its items', async () => {
    const result = await firstPage()
    expect(result.ok).toBe(true)
    expect(result.ok && itemCount(result.itemsMarkup)).toBeGreaterThan(0)
  })

  it('lets every other POST pass on', async () => {
    const answer = fetch(page, { method: 'POST', body: 'name=value' })
    await expect(answer).rejects.toThrow()
  })

  it('answers with the error page while the 500 switch is on', async () => {
    faults = { ...noFaults, status500: true }
    await expect(firstPage()).rejects.toBeInstanceOf(HttpStatusError)
  })

  it('puts a PHP warning before the JSON, which the client skips with a warning', async () => {
    faults = { ...noFaults, phpWarning: true }
    const result = await firstPage()
    expect(result.ok && itemCount(result.itemsMarkup)).toBeGreaterThan(0)
    expect(result.warnings.length).toBeGreaterThan(0)
  })

  it('answers garbage that decodes to no items', async () => {
    faults = { ...noFaults, garbage: true }
    expect((await firstPage()).ok).toBe(false)
  })

  it('never answers while the timeout switch is on', async () => {
    faults = { ...noFaults, timeout: true }
    await expect(firstPage(200)).rejects.toBeInstanceOf(RequestTimeoutError)
  })
})
