import { describe, expect, it, vi } from 'vitest'
import { mountRequestConsole } from './request-console.ts'
import { requestExamples } from './request-examples.ts'

function consolePage() {
  document.body.innerHTML = `
    <form id="request-console">
      <select id="console-example"></select>
      <select id="console-language"><option value="en">English</option><option value="fa">Persian</option></select>
      <textarea id="console-body"></textarea>
      <button type="submit">Send</button>
    </form>
    <p id="console-status" role="status"></p>`
  const get = <T extends Element>(selector: string) => document.querySelector(selector) as T
  return {
    form: get<HTMLFormElement>('#request-console'),
    example: get<HTMLSelectElement>('#console-example'),
    language: get<HTMLSelectElement>('#console-language'),
    body: get<HTMLTextAreaElement>('#console-body'),
    status: get<HTMLElement>('#console-status'),
  }
}

describe('the request console', () => {
  it('offers every example and fills the body with the chosen one', () => {
    const page = consolePage()
    mountRequestConsole({ root: document, showAnswer: () => undefined })
    expect(page.example.options).toHaveLength(requestExamples.length)
    expect(page.body.value).toBe('jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0')
    page.example.selectedIndex = 4
    page.example.dispatchEvent(new Event('change'))
    expect(page.body.value).toBe(
      'jtxf=JCommentsAddComment&name=QA&email=qa%40example.com&homepage=&comment=Posted%20from%20the%20protocol%20inspector.&captcha_refid=7g4k2&object_id=42&object_group=com_content',
    )
  })

  it('posts the body in the chosen language and hands the answer to the decoder', async () => {
    const page = consolePage()
    const send = vi.fn(async () => new Response('[  ]', { status: 200 }))
    const showAnswer = vi.fn()
    mountRequestConsole({ root: document, showAnswer, fetch: send })
    page.language.value = 'fa'
    page.form.requestSubmit()
    await vi.waitFor(() => expect(showAnswer).toHaveBeenCalledWith('[  ]'))
    expect(send).toHaveBeenCalledWith(
      '/component/jcomments/?tmpl=component&lang=fa',
      expect.objectContaining({ method: 'POST', body: page.body.value }),
    )
    expect(page.status.textContent).toBe('HTTP 200, 4 characters; decoded below.')
  })

  it('says so when the request fails, and decodes nothing', async () => {
    const page = consolePage()
    const showAnswer = vi.fn()
    mountRequestConsole({
      root: document,
      showAnswer,
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    page.form.requestSubmit()
    await vi.waitFor(() =>
      expect(page.status.textContent).toBe('The request failed: Failed to fetch'),
    )
    expect(showAnswer).not.toHaveBeenCalled()
  })
})
