import { requestExamples } from './request-examples.ts'

/** The parts of the page the console works with; tests pass their own. */
export interface RequestConsoleOptions {
  readonly root: ParentNode
  /** Receives each answer's body, to decode it. */
  readonly showAnswer: (body: string) => void
  readonly fetch?: typeof fetch
}

/**
 * Wires the inspector's request console, when the page has one: it posts a
 * request body to the demo's JComments URL, where the emulated server answers
 * as the QA panel's actor and through its fault switches, and hands the
 * answer to the decoder.
 */
export function mountRequestConsole(options: RequestConsoleOptions): void {
  const { root } = options
  const form = root.querySelector<HTMLFormElement>('#request-console')
  const example = root.querySelector<HTMLSelectElement>('#console-example')
  const language = root.querySelector<HTMLSelectElement>('#console-language')
  const body = root.querySelector<HTMLTextAreaElement>('#console-body')
  const status = root.querySelector<HTMLElement>('#console-status')
  if (!form || !example || !language || !body || !status) return
  const send = options.fetch ?? fetch

  example.replaceChildren(
    ...requestExamples.map(({ label, body: value }) => {
      const option = document.createElement('option')
      option.textContent = label
      option.value = value
      return option
    }),
  )
  body.value = example.value
  example.addEventListener('change', () => {
    body.value = example.value
  })

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    status.textContent = 'Waiting for the server…'
    try {
      const answer = await send(`/component/jcomments/?tmpl=component&lang=${language.value}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.value,
      })
      const text = await answer.text()
      status.textContent = `HTTP ${answer.status}, ${text.length} characters; decoded below.`
      options.showAnswer(text)
    } catch (error) {
      status.textContent = `The request failed: ${error instanceof Error ? error.message : String(error)}`
    }
  })
}
