import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JtxCall } from './call.ts'
import { HttpStatusError } from './errors/http-status-error.ts'
import { NetworkError } from './errors/network-error.ts'
import { RequestAbortedError } from './errors/request-aborted-error.ts'
import { RequestTimeoutError } from './errors/request-timeout-error.ts'
import { createJCommentsTransport } from './jcomments-transport.ts'

const pageUrl = 'https://example.org:8443/news/42-article.html'
// As the page writes it: escaped, and on the host the server thinks it has.
const endpoint = 'http://www.example.org/index.php?option=com_jcomments&amp;tmpl=component'
const served = 'https://example.org:8443/index.php'

const showPage: JtxCall = {
  action: 'ShowPage',
  body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function jcommentsAnswer(
  body: string | Uint8Array<ArrayBuffer>,
  charset = 'utf-8',
): HttpResponse<BodyInit> {
  return new HttpResponse(body, {
    headers: { 'Content-Type': `text/plain; charset="${charset}"` },
  })
}

const transport = createJCommentsTransport({ endpoint, pageUrl })

/** Sends the headers and half the body at once, the rest 200 ms later. */
function stallingAnswer(): HttpResponse<ReadableStream<Uint8Array>> {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode('[ { "n": "al", '))
      await delay(200)
      controller.enqueue(new TextEncoder().encode('"d": "late" } ]'))
      controller.close()
    },
  })
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/plain' } })
}

describe('createJCommentsTransport', () => {
  it('posts to the endpoint moved to the page origin', () => {
    expect(transport.url).toBe(
      'https://example.org:8443/index.php?option=com_jcomments&tmpl=component',
    )
  })

  it('sends the call as the legacy client did', async () => {
    let received: Request | undefined
    let body = ''
    server.use(
      http.all(served, async ({ request }) => {
        received = request
        body = await request.text()
        return jcommentsAnswer('[  ]')
      }),
    )

    await transport.send(showPage)

    expect(received?.method).toBe('POST')
    expect(received?.url).toBe(transport.url)
    expect(received?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(received?.headers.get('If-Modified-Since')).toBe('Thu, 01 Jan 1970 00:00:00 GMT')
    expect(body).toBe('jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0')
  })

  it('resolves a 200 answer to its commands', async () => {
    server.use(
      http.post(served, () =>
        jcommentsAnswer(
          '[ { "n": "as", "t": "comments-list-0", "p": "innerHTML", "d": "<div>Hi<\\/div>" }, { "n": "al", "d": "Thanks" } ]',
        ),
      ),
    )

    await expect(transport.send(showPage)).resolves.toEqual({
      commands: [
        { kind: 'as', target: 'comments-list-0', property: 'innerHTML', html: '<div>Hi</div>' },
        { kind: 'al', message: 'Thanks' },
      ],
      warnings: [],
    })
  })

  it('decodes a windows-1251 answer to Cyrillic', async () => {
    // [ { "n": "al", "d": "Спасибо" } ] in windows-1251
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('[ { "n": "al", "d": "'),
      0xd1,
      0xef,
      0xe0,
      0xf1,
      0xe8,
      0xe1,
      0xee,
      ...new TextEncoder().encode('" } ]'),
    ])
    server.use(http.post(served, () => jcommentsAnswer(bytes, 'windows-1251')))

    const result = await transport.send(showPage)

    expect(result.commands).toEqual([{ kind: 'al', message: 'Спасибо' }])
  })

  it('still decodes an answer that a PHP notice precedes', async () => {
    server.use(
      http.post(served, () =>
        jcommentsAnswer(
          '<br />\n<b>Notice</b>:  Undefined index: reason in /var/www/components/com_jcomments/jcomments.ajax.php on line 1203<br />\n[ { "n": "al", "d": "Thanks" } ]',
        ),
      ),
    )

    const result = await transport.send(showPage)

    expect(result.commands).toEqual([{ kind: 'al', message: 'Thanks' }])
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual(['leading-text'])
  })

  it('puts a charset warning before the decoding warnings', async () => {
    server.use(
      http.post(served, () => jcommentsAnswer('notice\n[ { "n": "al", "d": "Hi" } ]', 'x-unknown')),
    )

    const result = await transport.send(showPage)

    expect(result.commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual([
      'unknown-charset',
      'leading-text',
    ])
  })

  it.each([
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
    [304, 'Not Modified'],
    [201, 'Created'],
  ])('rejects a %i answer with its status', async (status, statusText) => {
    server.use(
      http.post(served, () => new HttpResponse('<h1>ALERTNOTAUTH</h1>', { status, statusText })),
    )

    const failure = transport.send(showPage)

    await expect(failure).rejects.toBeInstanceOf(HttpStatusError)
    await expect(failure).rejects.toMatchObject({ code: 'http-status', status })
  })

  it('rejects with a timeout when the server is too slow to answer', async () => {
    server.use(
      http.post(served, async () => {
        await delay(200)
        return jcommentsAnswer('[  ]')
      }),
    )
    const impatient = createJCommentsTransport({ endpoint, pageUrl, timeout: 30 })

    const failure = impatient.send(showPage)

    await expect(failure).rejects.toBeInstanceOf(RequestTimeoutError)
    await expect(failure).rejects.toMatchObject({ code: 'timeout', timeout: 30 })
  })

  it('rejects with a timeout when the body stalls after the headers', async () => {
    server.use(http.post(served, stallingAnswer))
    const impatient = createJCommentsTransport({ endpoint, pageUrl, timeout: 50 })

    await expect(impatient.send(showPage)).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('rejects as aborted when the caller aborts', async () => {
    server.use(
      http.post(served, async () => {
        await delay(200)
        return jcommentsAnswer('[  ]')
      }),
    )
    const controller = new AbortController()

    const failure = transport.send(showPage, { signal: controller.signal })
    setTimeout(() => controller.abort(), 10)

    await expect(failure).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('rejects as aborted when the caller aborts while the body is arriving', async () => {
    server.use(http.post(served, stallingAnswer))
    const controller = new AbortController()

    const failure = transport.send(showPage, { signal: controller.signal })
    setTimeout(() => controller.abort(), 30)

    await expect(failure).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('does not send at all when the signal is already aborted', async () => {
    const handler = vi.fn(() => jcommentsAnswer('[  ]'))
    server.use(http.post(served, handler))

    const failure = transport.send(showPage, { signal: AbortSignal.abort() })

    await expect(failure).rejects.toMatchObject({ code: 'aborted' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('rejects with a network error when the connection fails, keeping the cause', async () => {
    server.use(http.post(served, () => HttpResponse.error()))

    const failure = transport.send(showPage)

    await expect(failure).rejects.toBeInstanceOf(NetworkError)
    await expect(failure).rejects.toMatchObject({ cause: expect.any(TypeError) })
  })

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jcommentsAnswer('[ { "n": "al", "d": "stubbed" } ]'),
    )
    const stubbed = createJCommentsTransport({ endpoint, pageUrl, fetch })

    const result = await stubbed.send(showPage)

    expect(result.commands).toEqual([{ kind: 'al', message: 'stubbed' }])
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('refuses to start with an endpoint that cannot be resolved', () => {
    expect(() => createJCommentsTransport({ endpoint: 'http://exa mple/', pageUrl })).toThrow(
      /"http:\/\/exa mple\/"/,
    )
  })
})
