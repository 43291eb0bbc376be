import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HttpStatusError } from './errors/http-status-error.ts'
import { NetworkError } from './errors/network-error.ts'
import type { ListingRequest } from './listing.ts'
import { postListing } from './listing-transport.ts'

const pageUrl = 'https://example.org/index.php?option=com_content&view=featured&Itemid=101'

const request: ListingRequest = {
  moduleId: '123',
  categoryId: '7',
  start: 0,
  fieldOrder: 'created',
  limitStart: '',
  cacheBuster: '1700000000000042000',
  fields: [],
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('postListing', () => {
  it('posts the encoded request to the URL resolved against the page', async () => {
    let received: Request | undefined
    let body = ''
    server.use(
      http.all('https://example.org/index.php', async ({ request }) => {
        received = request
        body = await request.text()
        return HttpResponse.json({ items_markup: '<div class="ltabs-item">1</div>' })
      }),
    )

    const result = await postListing({
      url: 'index.php?option=com_content&amp;view=featured&amp;Itemid=101',
      pageUrl,
      request,
    })

    expect(result).toEqual({
      ok: true,
      itemsMarkup: '<div class="ltabs-item">1</div>',
      warnings: [],
    })
    expect(received?.method).toBe('POST')
    expect(received?.url).toBe(pageUrl)
    expect(received?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(body).toBe(
      'listing_tabs_moduleid=123&is_ajax_listing_tabs=1&ajax_reslisting_start=0&categoryid=7&time_temp=1700000000000042000&field_order=created&limitstart=',
    )
  })

  it('keeps the origin the module names', async () => {
    server.use(
      http.post('http://www.example.org/listing', () =>
        HttpResponse.json({ items_markup: '<p>other host</p>' }),
      ),
    )

    const result = await postListing({ url: 'http://www.example.org/listing', pageUrl, request })

    expect(result).toMatchObject({ ok: true, itemsMarkup: '<p>other host</p>' })
  })

  it('decodes the K2 answer with its prefix', async () => {
    server.use(
      http.post(
        'https://example.org/index.php',
        () =>
          new HttpResponse('k2_listing_tab_ajax:123::::123{"items_markup":"<p>k2<\\/p>"}', {
            status: 203,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          }),
      ),
    )

    const result = await postListing({ url: pageUrl, pageUrl, request })

    expect(result).toMatchObject({ ok: true, itemsMarkup: '<p>k2</p>' })
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual(['leading-text'])
  })

  it('reports an answer without items_markup as a failed result, not a rejection', async () => {
    server.use(http.post('https://example.org/index.php', () => HttpResponse.json({ ok: 1 })))

    const result = await postListing({ url: pageUrl, pageUrl, request })

    expect(result).toMatchObject({ ok: false, error: { reason: 'no-items-markup' } })
  })

  it('puts the charset warning first', async () => {
    server.use(
      http.post(
        'https://example.org/index.php',
        () =>
          new HttpResponse('notice {"items_markup":""}', {
            headers: { 'Content-Type': 'application/json; charset=bogus' },
          }),
      ),
    )

    const result = await postListing({ url: pageUrl, pageUrl, request })

    expect(result).toMatchObject({ ok: true, itemsMarkup: '' })
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual([
      'unknown-charset',
      'leading-text',
    ])
  })

  it('rejects a status outside 2xx with that status', async () => {
    server.use(
      http.post(
        'https://example.org/index.php',
        () => new HttpResponse('<h1>Not found</h1>', { status: 404, statusText: 'Not Found' }),
      ),
    )

    const failure = postListing({ url: pageUrl, pageUrl, request })

    await expect(failure).rejects.toBeInstanceOf(HttpStatusError)
    await expect(failure).rejects.toMatchObject({ status: 404 })
  })

  it('rejects with a network error when the connection fails', async () => {
    server.use(http.post('https://example.org/index.php', () => HttpResponse.error()))

    await expect(postListing({ url: pageUrl, pageUrl, request })).rejects.toBeInstanceOf(
      NetworkError,
    )
  })

  it('rejects a URL that cannot be resolved, naming it', async () => {
    await expect(postListing({ url: 'http://exa mple/', pageUrl, request })).rejects.toThrow(
      /"http:\/\/exa mple\/"/,
    )
  })
})
