// @vitest-environment jsdom
import type { HandlerAction } from '@jc/protocol'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { formChunk, holdFormChunk } from '../testing/form-chunk.ts'
import { pageWithPrintedForm } from '../testing/printed-form.ts'
import { draftKey } from './drafts.ts'

const emulation = emulatedServer()
let mount: ReturnType<typeof import('../testing/mount-element.tsx')['mountWith']>

beforeEach(async () => {
  holdFormChunk()
  const { mountWith } = await import('../testing/mount-element.tsx')
  const { sanitizerReady } = await import('@jc/widget-kit')
  await sanitizerReady(window)
  mount = mountWith(emulation)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const formHome = (element: HTMLElement) =>
  element.querySelector('#comments-form-link') as HTMLElement
const messageAt = (element: HTMLElement, commentId: number) =>
  element.querySelector(`#comment-item-${commentId} #comments-form-message`)
const formUnavailable = 'The form could not be loaded. Please reload the page to try again.'

/** The form's chunk does not arrive: the form's place under the thread says so. */
async function failFormChunkToldAtHome(element: HTMLElement) {
  formChunk.fail(new Error('Failed to fetch dynamically imported module'))
  await waitFor(() =>
    expect(within(formHome(element)).getByRole('alert').textContent).toBe(formUnavailable),
  )
}
const textarea = (element: HTMLElement) =>
  element.querySelector('#comments-form-comment') as HTMLTextAreaElement | null

describe('the comment form’s chunk', () => {
  it('is not fetched for a visitor who only reads the thread', async () => {
    const { element } = mount()
    await waitFor(() => expect(element.querySelector('#comments')).not.toBeNull())
    expect(formChunk.requested).toBe(false)
  })

  it('is fetched with the Add-comment request; the form waits, busy, then comes whole with focus on its first field', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    emulation.faults = { ...emulation.faults, latencyMs: 300 }
    const showForm = (action: HandlerAction) => action.type === 'showForm'
    await user.click(control(element, showForm))
    await waitFor(() => expect(formChunk.requested).toBe(true))
    // Asked for while the server is still answering: the link is still there.
    expect(control(element, showForm)).toBeTruthy()
    await waitFor(() => expect(emulation.actions).toEqual(['JCommentsShowForm']))
    await waitFor(() =>
      expect(formHome(element).querySelector('[aria-busy=true] .busy')).not.toBeNull(),
    )
    expect(element.querySelector('#comments-form')).toBeNull()
    // The anchor a link to the form (#addcomments) scrolls to is there while the form waits.
    expect(formHome(element).querySelector('#addcomments')).not.toBeNull()
    formChunk.arrive()
    await waitFor(() => expect(element.querySelector('#comments-form #bbcode-b')).not.toBeNull())
    expect(formHome(element).querySelector('[aria-busy=true]')).toBeNull()
    expect(document.activeElement).toBe(element.querySelector('#comments-form-name'))
  })

  it('is fetched right after the first render of a page that prints the form, and the draft shows in it', async () => {
    const { element } = mount({
      markup: pageWithPrintedForm(emulation),
      drafts: { [draftKey('com_content', 42)]: { comment: 'Half a thought', title: '' } },
    })
    expect(formHome(element).querySelector('[aria-busy=true] .busy')).not.toBeNull()
    await waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.arrive()
    await waitFor(() => expect(element.querySelector('#comments-form #bbcode-b')).not.toBeNull())
    expect(textarea(element)?.value).toBe('Half a thought')
    expect(emulation.actions).toEqual([])
  })

  it('says on the page that the form could not be loaded when it does not arrive, and in the console once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { element } = mount({ markup: pageWithPrintedForm(emulation) })
    await waitFor(() => expect(formChunk.requested).toBe(true))
    await failFormChunkToldAtHome(element)
    expect(element.querySelector('#comments-form')).toBeNull()
    expect(formHome(element).querySelector('[aria-busy=true]')).toBeNull()
    const formWarnings = () =>
      warn.mock.calls.filter(([message]) => String(message).includes('comment form did not load'))
    expect(formWarnings()).toHaveLength(1)
    // A reply waits for the form's logic, which does not come: the visitor is told at the
    // comment they asked from, the server is not asked for the form it already sent, and the
    // console hears once.
    await user.click(
      control(
        element,
        (action) => action.type === 'reply' && action.commentId === 12 && !action.quote,
      ),
    )
    await waitFor(() =>
      expect(messageAt(element, 12)?.textContent).toContain('The form could not be loaded.'),
    )
    expect(element.querySelector('#comments-inline-edit')).toBeNull()
    expect(emulation.actions).toEqual([])
    expect(formWarnings()).toHaveLength(1)
  })

  it('tells a visitor who quotes a comment, at that comment, and the page, when it does not arrive', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { element } = mount()
    const errors: string[] = []
    element.addEventListener('jc-error', (event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message),
    )
    await user.click(
      control(element, (action) => action.type === 'quote' && action.commentId === 14),
    )
    await waitFor(() => expect(formChunk.requested).toBe(true))
    formChunk.fail(new Error('Failed to fetch dynamically imported module'))
    await waitFor(() =>
      expect(messageAt(element, 14)?.textContent).toContain('The form could not be loaded.'),
    )
    expect(errors).toEqual([formUnavailable])
    // Asking again from another comment tells the visitor there, once.
    await user.click(
      control(
        element,
        (action) => action.type === 'reply' && action.commentId === 12 && !action.quote,
      ),
    )
    await waitFor(() => expect(messageAt(element, 12)).not.toBeNull())
    expect(messageAt(element, 14)).toBeNull()
    expect(errors).toHaveLength(2)
  })

  it('leaves the Add-comment link’s notice to the form’s place under the thread', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, (action) => action.type === 'showForm'))
    await waitFor(() => expect(formChunk.requested).toBe(true))
    await failFormChunkToldAtHome(element)
    expect(element.querySelector('#comments-form-message')).toBeNull()
  })
})
