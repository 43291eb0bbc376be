// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { createJCommentsServer } from '@jc/server-emulation'
import { describe, expect, it, vi } from 'vitest'
import { fakeEnvironment } from '../testing/fake-environment.ts'
import { formChunk, holdFormChunk } from '../testing/form-chunk.ts'
import { createFormStore } from './form-store.ts'

/** The form and its init script, as a ShowForm answer brings them. */
function showFormAnswer() {
  const answer = decodeResponse(
    createJCommentsServer({}).respond({
      url: '/component/jcomments/?tmpl=component&lang=en',
      body: 'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link',
    }),
  )
  const html = answer.commands.find((command) => command.kind === 'as')
  const init = answer.commands.find((command) => command.kind === 'js')
  if (html?.kind !== 'as' || init?.kind !== 'js') throw new Error('no form in the answer')
  return { html: html.html, script: init.source }
}

async function lazyForm(unavailable: () => void = () => undefined) {
  holdFormChunk()
  const { createLazyForm } = await import('./lazy-form.ts')
  // The fresh modules' sanitizer, which reads the form.
  const { sanitizerReady } = await import('@jc/widget-kit')
  await sanitizerReady(window)
  const store = createFormStore()
  const form = createLazyForm(
    {
      store,
      environment: fakeEnvironment().environment,
      objectId: 42,
      objectGroup: 'com_content',
      send: async () => null,
      reloadThread: async () => undefined,
      announce: () => undefined,
      say: () => undefined,
      language: 'en',
    },
    unavailable,
  )
  return { form, store }
}

describe('the comment form before its chunk arrived', () => {
  it('takes the calls made meanwhile, in their order, once it has', async () => {
    const { form, store } = await lazyForm()
    const { html, script } = showFormAnswer()
    expect(form.isLoaded()).toBe(false)
    form.receiveForm(html, 'comments-form-link')
    form.initialize(script)
    form.reply(12, false)
    form.cancelReply()
    form.focusFirstField()
    await vi.waitFor(() => expect(formChunk.requested).toBe(true))
    // Nothing is on the page yet, but the form is on its way: the thread does not ask for it again.
    expect(store.getState()).toMatchObject({ model: null, arriving: true, mode: 'add' })
    expect(form.isLoaded()).toBe(true)
    formChunk.arrive()
    await vi.waitFor(() => expect(store.getState().model).not.toBeNull())
    // Out of order, the first-field request would have found no form (the reply asked first)
    // and the reply would still be open.
    expect(store.getState()).toMatchObject({
      arriving: false,
      configScript: script,
      mode: 'add',
      commentId: null,
      focus: { field: 'name', request: 2 },
    })
    expect(form.isLoaded()).toBe(true)
    form.insertText('[quote]a[/quote]')
    expect(store.getState().values.comment).toBe('[quote]a[/quote]')
  })

  it('reads a form the page printed once its chunk is here, and takes no copy in a comment for one', async () => {
    const { html, script } = showFormAnswer()
    const page = (markup: string) => {
      const root = document.createElement('div')
      root.innerHTML = markup
      return root
    }
    const printed = await lazyForm()
    printed.form.receivePrinted(page(`<div id="comments"></div>${html}<script>${script}</script>`))
    expect(printed.form.isLoaded()).toBe(true)
    await vi.waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.arrive()
    await vi.waitFor(() => expect(printed.store.getState().model).not.toBeNull())
    expect(printed.store.getState()).toMatchObject({ arriving: false, configScript: script })

    const copied = await lazyForm()
    copied.form.receivePrinted(page(`<div class="comment-body">${html}</div>`))
    await vi.waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.arrive()
    await vi.waitFor(() => expect(copied.store.getState().arriving).toBe(false))
    expect(copied.form.isLoaded()).toBe(false)
    // A page without one asks for nothing.
    const none = await lazyForm()
    none.form.receivePrinted(page('<div id="comments"></div>'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(formChunk.requested).toBe(false)
  })

  it('is not fetched by a call that only changes a form, as a report leaving reply mode', async () => {
    const { form, store } = await lazyForm()
    form.cancelReply()
    form.focusFirstField()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(formChunk.requested).toBe(false)
    expect(form.isLoaded()).toBe(false)
    expect(form.arrived()).toBeNull()
    form.receiveForm(showFormAnswer().html, 'comments-form-link')
    await vi.waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.arrive()
    await vi.waitFor(() => expect(form.arrived()).not.toBeNull())
    // The waiting focus request came after nothing: it found no form, as it would have then.
    expect(store.getState().focus).toBeNull()
  })

  it('tells when its chunk does not come, and at each later ask, once however many calls an ask makes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const unavailable = vi.fn()
    const { form } = await lazyForm(unavailable)
    form.openedFrom(12, '{"type":"reply","commentId":12,"quote":false}')
    form.reply(12, false)
    await vi.waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.fail(new Error('Failed to fetch dynamically imported module'))
    await vi.waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1))
    // A call that only changes a form asks for none.
    form.insertText('x')
    await Promise.resolve()
    expect(unavailable).toHaveBeenCalledTimes(1)
    form.openedFrom(14, '{"type":"reply","commentId":14,"quote":false}')
    form.reply(14, false)
    await Promise.resolve()
    expect(unavailable).toHaveBeenCalledTimes(2)
  })
})
