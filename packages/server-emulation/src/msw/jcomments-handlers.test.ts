import {
  calls,
  createJCommentsTransport,
  HttpStatusError,
  NetworkError,
  parseScript,
  RequestTimeoutError,
} from '@jc/protocol'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Faults, noFaults } from '../faults.ts'
import { createJCommentsServer } from '../jcomments/index.ts'
import { jcommentsHandlers } from './jcomments-handlers.ts'

const comments = createJCommentsServer()
let faults: Faults = noFaults
const network = setupServer(...jcommentsHandlers(comments, { faults: () => faults }))
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  faults = noFaults
  comments.actor = 'guest'
})
afterAll(() => network.close())

const page = 'http://demo.test/en/article.html'
const endpoint = '/component/jcomments/?tmpl=component&amp;lang=en'
const transport = (timeout?: number) =>
  createJCommentsTransport({ endpoint, pageUrl: page, timeout })
const showPage = calls.showPage(42, 'com_content', 0)

async function firstScript(timeout?: number) {
  const { commands, warnings } = await transport(timeout).send(showPage)
  const [command] = commands
  return { call: command?.kind === 'js' ? parseScript(command.source) : undefined, warnings }
}

describe('the JComments handlers', () => {
  it('answer our client through its own transport', async () => {
    const { call, warnings } = await firstScript()
    expect(call?.type).toBe('updateTree')
    expect(warnings).toEqual([])
  })

  it('answer as the actor the emulation is set to', async () => {
    comments.actor = 'admin'
    const { call } = await firstScript()
    expect(call?.type === 'updateTree' && call.html).toContain('toolbar-button-ban')
  })

  it('serve the captcha image and the comments feed the markup links to', async () => {
    const captcha = await fetch('http://demo.test/component/jcomments/?task=captcha&ac=123')
    expect(captcha.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await captcha.text()).toContain('<svg')
    const feed = await fetch(
      'http://demo.test/component/jcomments/?task=rss&object_id=42&object_group=com_content',
    )
    expect(await feed.text()).toContain('<rss')
    expect((await fetch('http://demo.test/component/jcomments/?task=other')).status).toBe(404)
  })

  it('answer with the error page while the 500 switch is on', async () => {
    faults = { ...noFaults, status500: true }
    await expect(firstScript()).rejects.toBeInstanceOf(HttpStatusError)
  })

  it('print a PHP warning before the array, which the client skips with a warning', async () => {
    faults = { ...noFaults, phpWarning: true }
    const { call, warnings } = await firstScript()
    expect(call?.type).toBe('updateTree')
    expect(warnings.length).toBeGreaterThan(0)
  })

  it('answer garbage that holds no commands', async () => {
    faults = { ...noFaults, garbage: true }
    const { commands } = await transport().send(showPage)
    expect(commands).toEqual([])
  })

  it('answer with a proxy’s 502 and Joomla’s 403, and drop the connection, on their switches', async () => {
    faults = { ...noFaults, status502: true }
    await expect(firstScript()).rejects.toMatchObject({ status: 502 })
    faults = { ...noFaults, status403: true }
    await expect(firstScript()).rejects.toMatchObject({ status: 403 })
    faults = { ...noFaults, connectionReset: true }
    await expect(firstScript()).rejects.toBeInstanceOf(NetworkError)
  })

  it('do the work, then answer 200 with an empty body or half the answer', async () => {
    const vote = (id: number) => transport().send(calls.voteComment(id, 1))
    faults = { ...noFaults, emptyBody: true }
    const empty = await vote(18)
    expect(empty.commands).toEqual([])
    expect(empty.warnings.map((warning) => warning.message)).toEqual([
      'The response holds no command array.',
    ])
    faults = { ...noFaults, truncated: true }
    const cut = await vote(12)
    expect(cut.commands).toEqual([])
    expect(cut.warnings.map((warning) => warning.message)).toContain(
      'The response was cut short: the command array does not close.',
    )
    // Both votes were counted: the server refuses them a second time.
    faults = noFaults
    for (const id of [18, 12])
      expect((await vote(id)).commands).toContainEqual(expect.objectContaining({ kind: 'al' }))
  })

  it('never answer while the timeout switch is on', async () => {
    faults = { ...noFaults, timeout: true }
    await expect(firstScript(200)).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('hold every answer back by the latency', async () => {
    faults = { ...noFaults, latencyMs: 400 }
    let settled = false
    const answer = firstScript().finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    expect((await answer).call?.type).toBe('updateTree')
  })
})
