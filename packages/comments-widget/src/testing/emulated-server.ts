import {
  createJCommentsServer,
  type Faults,
  type JCommentsServerOptions,
  jcommentsHandlers,
  noFaults,
} from '@jc/server-emulation'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * The stateful JComments emulation behind msw, for one test file (its state
 * carries over between the file's tests, as a real server's would): the
 * actions it received, fault switches, an answer written by hand, answers
 * lost after the server did the work, and actions that fail.
 */
export function emulatedServer(options: JCommentsServerOptions = {}) {
  const state = {
    server: createJCommentsServer(options),
    faults: noFaults as Faults,
    actions: [] as string[],
    /** The bodies received, in order. */
    bodies: [] as URLSearchParams[],
    answer: null as string | null,
    /** The HTTP status `answer` is sent with. */
    answerStatus: 200,
    /** The server does what it is asked, then its answer is lost on the way (the connection drops). */
    answersLost: false,
    /** The actions (`jtxf`) answered with HTTP 500 and not done; the others are answered as usual. */
    failing: [] as string[],
    /** Every answer waits for this before it is sent: a test acts while a call is out. */
    held: null as Promise<unknown> | null,
  }
  const network = setupServer(
    http.post('*/component/jcomments/*', async ({ request }) => {
      await state.held
      const text = await request.clone().text()
      const body = new URLSearchParams(text)
      const action = body.get('jtxf') ?? ''
      state.actions.push(action)
      state.bodies.push(body)
      if (state.failing.includes(action)) {
        return new HttpResponse('<h1>500 - An error has occurred.</h1>', { status: 500 })
      }
      if (state.answersLost) {
        state.server.respond({ url: request.url, body: text })
        return HttpResponse.error()
      }
      return state.answer === null
        ? undefined
        : new HttpResponse(state.answer, { status: state.answerStatus })
    }),
    ...jcommentsHandlers(state.server, { faults: () => state.faults }),
  )
  beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    state.server.actor = 'guest'
    state.faults = noFaults
    state.actions.length = 0
    state.bodies.length = 0
    state.answer = null
    state.answerStatus = 200
    state.answersLost = false
    state.failing = []
    state.held = null
  })
  afterAll(() => network.close())
  return state
}
