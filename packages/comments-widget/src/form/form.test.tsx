// @vitest-environment jsdom
import type { HandlerAction } from '@jc/protocol'
import { scripts, writeResponse } from '@jc/protocol/server-format'
import { type RequestEndDetail, requestEndEvent } from '@jc/widget-kit'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'
import { pageWithPrintedForm } from '../testing/printed-form.ts'
import { draftKey } from './drafts.ts'
import { editDraftKey } from './edit-draft-key.ts'
import { formStrings } from './form-strings.ts'
import { loadFormView } from './load-form-view.ts'

// The emulation refuses a guest's second post within 10 s: each test posts a minute later.
const clock = { now: Date.parse('2026-03-01T10:00:00Z') }
const emulation = emulatedServer({ now: () => new Date(clock.now) })
const mount = mountWith(emulation)
afterEach(() => {
  clock.now += 60_000
})

const captchaCode = '7g4k2'
type User = ReturnType<typeof userEvent.setup>

const replyTo =
  (id: number, quote = false) =>
  (action: HandlerAction) =>
    action.type === 'reply' && action.commentId === id && action.quote === quote

const textarea = (root: Element) =>
  root.querySelector('#comments-form-comment') as HTMLTextAreaElement
const field = (form: HTMLElement, label: string | RegExp) =>
  within(form).getByLabelText(label) as HTMLInputElement
const send = (user: User, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Send' }))

/**
 * Clicks a control that asks for the form, then waits for what that brings:
 * the end of the call (the element tells the page of each) and the form's
 * chunk, fetched meanwhile. Their events, not a time limit: on a loaded
 * machine the first test's chunks took longer than `settled` waits (1 s), and
 * the ShowForm of the test that gave up reached the server during the next
 * test, which then counted two.
 */
async function askForForm(element: HTMLElement, user: User, link: HTMLElement) {
  let answered = false
  const answer = new Promise<void>((resolve) => {
    const ended = (event: Event) => {
      if ((event as CustomEvent<RequestEndDetail>).detail.source !== element) return
      document.removeEventListener(requestEndEvent, ended)
      answered = true
      resolve()
    }
    document.addEventListener(requestEndEvent, ended)
  })
  await user.click(link)
  // A click the widget did not take sends nothing, and no end would come: fail
  // at once. While the call is out, the form's place says it is busy.
  if (!answered) expect(element.querySelector('#comments-form-link[aria-busy=true]')).not.toBeNull()
  await answer
  await act(() => loadFormView())
  expect(element.querySelector('[aria-busy=true]')).toBeNull()
}

async function openForm(element: HTMLElement, user: User) {
  const link = control(element, (action) => action.type === 'showForm')
  await askForForm(element, user, link)
  return element.querySelector('#comments-form') as HTMLFormElement
}

async function fillGuest(user: User, form: HTMLElement, text: string, captcha = captchaCode) {
  await user.type(field(form, /Name/), 'Nora')
  await user.type(field(form, /E-mail/), 'nora@example.com')
  await user.type(textarea(form), text)
  await user.type(field(form, 'Security code'), captcha)
}

describe('the comment form', () => {
  it('comes from the server when asked, with a label for every field and no Cancel in add mode', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    expect(emulation.actions).toEqual(['JCommentsShowForm'])
    for (const label of [
      /Name/,
      /E-mail/,
      /Website/,
      'Your comment',
      /Notify me/,
      'Security code',
    ]) {
      expect(field(form, label)).toBeTruthy()
    }
    expect(form.querySelector('#comments-form-cancel')).toBeNull()
    expect(element.querySelector('#comments-form-link > #comments-form')).toBe(form)
    expect(document.activeElement).toBe(field(form, /Name/))
  })

  it('binds the Add-comment link of a page printed without handlers, before the page is reloaded with them', async () => {
    const user = userEvent.setup()
    const stripped = emulation.server
      .renderPageBlock(42, 'com_content', 'en')
      .replace(/\s+on[a-z]+="[^"]*"/g, '')
    const { element } = mount({ markup: stripped })
    await askForForm(element, user, element.querySelector('#addcomments') as HTMLElement)
    expect(emulation.actions).toEqual(['JCommentsShowForm'])
    expect(textarea(element)).not.toBeNull()
  })

  it('posts a comment: the thread grows, the form empties and stays home, and says jc-posted', async () => {
    const user = userEvent.setup()
    const { element, events, cookieValues, focused } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'A first visit, and a good one.')
    await send(user, form)
    await settled()
    expect(emulation.actions.at(-1)).toBe('JCommentsAddComment')
    expect(emulation.bodies.at(-1)?.get('comment')).toBe('A first visit, and a good one.')
    expect(element.querySelector('#comments')?.textContent).toContain(
      'A first visit, and a good one.',
    )
    expect(textarea(element).value).toBe('')
    expect(element.querySelector('#comments-form-link > #comments-form')).not.toBeNull()
    const posted = events.find((event) => event.type === 'jc-posted')
    expect(posted?.detail).toMatchObject({ parentId: 0 })
    const { commentId } = (posted?.detail ?? {}) as { commentId?: number }
    expect(element.querySelector(`#comment-item-${commentId}`)).not.toBeNull()
    expect(focused).toEqual([`comment-item-${commentId}`])
    expect(cookieValues.jc_name).toEqual({ value: 'Nora', days: 14 })
  })

  it('does not count the emptied field aloud after a post', async () => {
    const user = userEvent.setup()
    const { element, hurry } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Counted as I type.')
    const counted = form.querySelector('.jc-editor [aria-live="polite"]') as HTMLElement
    await waitFor(() => expect(counted.textContent).toMatch(/characters left/), { timeout: 2_000 })
    const said = counted.textContent
    await send(user, form)
    await settled()
    expect(textarea(form).value).toBe('')
    act(hurry)
    expect(counted.isConnected && counted.textContent).toBe(said)
  })

  it('moves the focus to the server’s message when the comment waits for moderation', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Held back for review.')
    const thanks = 'Thank you, your comment will be published once reviewed.'
    emulation.answer = writeResponse([
      { n: 'js', d: scripts.message(thanks) },
      { n: 'js', d: scripts.clear('comment') },
    ])
    await send(user, form)
    await settled()
    emulation.answer = null
    const message = element.querySelector('#comments-form #comments-form-message') as HTMLElement
    expect(message.textContent).toBe(thanks)
    expect(message.tabIndex).toBe(-1)
    expect(focused).toEqual(['comments-form-message'])
  })

  it('keeps everything after a wrong captcha, marks the field, reloads the image, then posts', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    const imageSrc = () =>
      (form.querySelector('#comments-form-captcha-image') as HTMLImageElement).src
    const firstImage = imageSrc()
    await fillGuest(user, form, 'Typed with care.', 'wrong')
    await send(user, form)
    await settled()
    const captcha = field(form, 'Security code')
    expect(form.querySelector('#comments-form-message')?.textContent).toMatch(/security code/i)
    expect(captcha.getAttribute('aria-invalid')).toBe('true')
    // Added to the field's own class, as the legacy client did: the site's `input.captcha` still applies.
    expect(captcha.className).toBe('captcha error')
    expect(captcha.getAttribute('aria-describedby')).toBe('comments-form-message')
    expect(document.activeElement).toBe(captcha)
    // Beside the field the visitor is taken to, not at the top of a long form.
    expect(form.querySelector('.jc-captcha')?.previousElementSibling?.id).toBe(
      'comments-form-message',
    )
    expect(imageSrc()).not.toBe(firstImage)
    expect(textarea(form).value).toBe('Typed with care.')
    await user.type(captcha, captchaCode)
    expect(captcha.hasAttribute('aria-invalid')).toBe(false)
    await send(user, form)
    await settled()
    expect(element.querySelector('#comments')?.textContent).toContain('Typed with care.')
  })

  it('focuses the field the server names and ties the message to it', async () => {
    const user = userEvent.setup()
    const { element, events, scrolled } = mount()
    const form = await openForm(element, user)
    await user.type(textarea(form), 'No name given')
    await send(user, form)
    await settled()
    const name = field(form, /Name/)
    expect(document.activeElement).toBe(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    // At the top of the form, above the field, which the focus brings into view.
    expect(form.firstElementChild?.id).toBe('comments-form-message')
    expect(scrolled).toEqual([])
    expect(events.map((event) => event.type)).toContain('jc-error')
    expect(textarea(form).value).toBe('No name given')
  })

  it('gives the preview a heading one level below the form’s, at the element’s heading-level', async () => {
    const user = userEvent.setup()
    const { element } = mount({ attributes: 'heading-level="4"' })
    const form = await openForm(element, user)
    await user.type(textarea(form), 'Seen before it is sent.')
    expect(within(form).getByRole('heading', { name: 'Preview' }).getAttribute('aria-level')).toBe(
      '5',
    )
  })

  it('writes addresses left to right and a name as it is typed, the block’s direction while empty', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    expect(field(form, /E-mail/).dir).toBe('ltr')
    expect(field(form, /Website/).dir).toBe('ltr')
    const name = field(form, /Name/)
    expect(name.hasAttribute('dir')).toBe(false)
    await user.type(name, 'نورا')
    expect(name.dir).toBe('rtl')
  })

  it('shows the message of an empty comment right before the comment field, in view, and focuses the field', async () => {
    const user = userEvent.setup()
    const { element, scrolled } = mount()
    const form = await openForm(element, user)
    await user.type(field(form, /Name/), 'Nora')
    await user.type(field(form, /E-mail/), 'nora@example.com')
    await user.type(field(form, 'Security code'), captchaCode)
    await send(user, form)
    await settled()
    const message = form.querySelector('.jc-form-comment')?.previousElementSibling
    expect(message?.id).toBe('comments-form-message')
    expect(message?.textContent).toMatch(/text of your comment/)
    expect(document.activeElement).toBe(textarea(form))
    expect(textarea(form).getAttribute('aria-describedby')).toContain('comments-form-message')
    expect(form.querySelectorAll('#comments-form-message')).toHaveLength(1)
    // Brought into view, the field below it: on a phone the form is taller than the screen.
    expect(scrolled).toEqual(['comments-form-message'])
    // It stays there, and the page still, as the visitor writes the comment.
    await user.type(textarea(form), 'A')
    expect(form.querySelector('.jc-form-comment')?.previousElementSibling?.id).toBe(
      'comments-form-message',
    )
    expect(scrolled).toEqual(['comments-form-message'])
  })

  it('reloads the captcha image on click, with a new cache-buster and an empty input', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await user.type(field(form, 'Security code'), 'abc')
    await user.click(within(form).getByRole('button', { name: 'Refresh' }))
    expect((form.querySelector('#comments-form-captcha-image') as HTMLImageElement).src).toMatch(
      /ac=42000$/,
    )
    expect(field(form, 'Security code').value).toBe('')
    // The Refresh control and the field's label read as two words, not "RefreshSecurity code".
    expect(form.querySelector('.jc-captcha')?.textContent).toContain('Refresh Security code')
  })

  it('replies inline under the comment, posts with its parent, nests the reply, and comes home', async () => {
    const user = userEvent.setup()
    const { element, events, focused } = mount()
    await user.click(control(element, replyTo(12)))
    await settled()
    const form = element.querySelector(
      '#comment-item-12 #comments-inline-edit #comments-form',
    ) as HTMLFormElement
    expect(form).not.toBeNull()
    expect(document.activeElement).toBe(textarea(form))
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    await fillGuest(user, form, 'A reply to twelve.')
    await send(user, form)
    await settled()
    expect(emulation.bodies.at(-1)?.get('parent')).toBe('12')
    expect(element.querySelector('#comments-list-12')?.textContent).toContain('A reply to twelve.')
    expect(element.querySelector('#comments-inline-edit')).toBeNull()
    expect(element.querySelector('#comments-form-link > #comments-form')).not.toBeNull()
    const posted = events.find((event) => event.type === 'jc-posted')?.detail
    expect(posted).toMatchObject({ parentId: 12 })
    const { commentId } = (posted ?? {}) as { commentId?: number }
    expect(focused).toEqual([`comment-item-${commentId}`])
  })

  it('leaves reply mode with Escape or Cancel, keeping the text and dropping the parent, and gives the focus back to Reply', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    await user.click(control(element, replyTo(14)))
    await settled()
    await user.type(textarea(element), 'Not yet')
    await user.keyboard('{Escape}')
    expect(element.querySelector('#comments-inline-edit')).toBeNull()
    expect(textarea(element).value).toBe('Not yet')
    expect(element.querySelector('input[name=parent]')).toBeNull()
    await user.click(control(element, replyTo(15, true)))
    await settled()
    const item = element.querySelector('#comment-item-15') as HTMLElement
    await user.click(within(item).getByRole('button', { name: 'Cancel' }))
    expect(element.querySelector('#comments-inline-edit')).toBeNull()
    expect(textarea(element).value).toMatch(/^Not yet/)
    expect(focused).toEqual([
      'comment-item-14 {"type":"reply","commentId":14,"quote":false}',
      'comment-item-15 {"type":"reply","commentId":15,"quote":true}',
    ])
  })

  it('replies with a quote: the form comes with the quoted text in it', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, replyTo(12, true)))
    await settled()
    expect(emulation.actions).toEqual(['JCommentsQuoteComment'])
    expect(emulation.bodies[0]?.getAll('jtxa[]')).toEqual(['12', '1'])
    const form = element.querySelector('#comment-item-12 #comments-form') as HTMLFormElement
    expect(textarea(form).value).toMatch(/^\[quote name="[^"]+"\][\s\S]+\[\/quote\]\n$/)
  })

  it('quotes into the form where it is, at the caret', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await user.type(textarea(form), 'As they said: ')
    await user.click(
      control(element, (action) => action.type === 'quote' && action.commentId === 14),
    )
    await settled()
    expect(emulation.bodies.at(-1)?.getAll('jtxa[]')).toEqual(['14'])
    expect(textarea(form).value).toMatch(/^As they said: \[quote name=/)
    expect(document.activeElement).toBe(textarea(form))
  })

  it('posts with Ctrl+Enter from any field, once however often it is pressed while in flight', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Keyboard only.')
    emulation.faults = { ...emulation.faults, latencyMs: 150 }
    fireEvent.keyDown(field(form, /Name/), { key: 'Enter', ctrlKey: true })
    fireEvent.keyDown(textarea(form), { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(form.querySelector('[aria-disabled=true]')).not.toBeNull())
    await settled()
    await waitFor(() =>
      expect(element.querySelector('#comments')?.textContent).toContain('Keyboard only.'),
    )
    expect(emulation.actions.filter((action) => action === 'JCommentsAddComment')).toHaveLength(1)
  })

  it('holds the fields read-only while the post is out, so nothing typed then is emptied with it', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'first part')
    // Long enough for the typing below to happen while the post is out, on a busy machine too.
    emulation.faults = { ...emulation.faults, latencyMs: 1_000 }
    fireEvent.keyDown(textarea(form), { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(textarea(form).readOnly).toBe(true))
    expect(field(form, /Name/).readOnly).toBe(true)
    await user.type(textarea(form), ' — second thought')
    expect(textarea(form).value).toBe('first part')
    expect(document.activeElement).toBe(textarea(form))
    await settled()
    await waitFor(() => expect(textarea(form).readOnly).toBe(false))
    expect(emulation.bodies.at(-1)?.get('comment')).toBe('first part')
    expect(textarea(form).value).toBe('')
  })

  it('gives the fields back with the text when a post fails', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Still mine.')
    emulation.faults = { ...emulation.faults, status500: true }
    await send(user, form)
    await settled()
    expect(textarea(form).readOnly).toBe(false)
    await user.type(textarea(form), ' Again.')
    expect(textarea(form).value).toBe('Still mine. Again.')
  })

  it('keeps the text when the server fails, and keeps a draft that comes back after a reload', async () => {
    const user = userEvent.setup()
    const first = mount({ object: 21 })
    const form = await openForm(first.element, user)
    await fillGuest(user, form, 'Do not lose me.')
    emulation.faults = { ...emulation.faults, status500: true }
    const sendButton = within(form).getByRole('button', { name: 'Send' })
    await send(user, form)
    await settled()
    expect(textarea(form).value).toBe('Do not lose me.')
    const message = form.querySelector('#comments-form-message')
    expect(message?.textContent).toMatch(/may or may not have been recorded/)
    // Where the visitor pressed Send, below a phone's screenful of form, brought into view.
    expect(message?.nextElementSibling?.id).toBe('comments-form-buttons')
    expect(first.scrolled).toEqual(['comments-form-message'])
    expect(document.activeElement).toBe(sendButton)
    const key = draftKey('com_content', 21)
    const draft = first.draftValues[key]
    expect(draft).toEqual({ comment: 'Do not lose me.', title: '' })
    emulation.faults = { ...emulation.faults, status500: false }
    const again = mount({ object: 21, drafts: draft ? { [key]: draft } : {} })
    await waitFor(() => expect(textarea(again.element)?.value).toBe('Do not lose me.'))
  })

  it('keeps the text of a post whose answer was lost, and its refresh shows the comment the server took', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Was I posted?')
    emulation.answersLost = true
    await send(user, form)
    await settled()
    expect(form.querySelector('#comments-form-message')?.textContent).toMatch(
      /may or may not have been recorded/,
    )
    expect(element.querySelector('#comments')?.textContent).not.toContain('Was I posted?')
    emulation.answersLost = false
    await user.click(within(form).getByRole('button', { name: 'Refresh the comments' }))
    await settled()
    expect(element.querySelector('#comments')?.textContent).toContain('Was I posted?')
    expect(textarea(form).value).toBe('Was I posted?')
    expect(form.querySelector('#comments-form-message')).toBeNull()
    expect(document.activeElement).toBe(field(form, /Name/))
    expect(focused).toEqual([])
  })

  it('shows the comment the server took when it refuses the same text sent again after a lost answer', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const thread = () => element.querySelector('#comments')?.textContent
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Did it go?')
    emulation.answersLost = true
    await send(user, form)
    await settled()
    expect(thread()).not.toContain('Did it go?')
    emulation.answersLost = false
    emulation.actions.length = 0
    // Sent again at once: a guest's second post within 10 s is refused.
    await send(user, form)
    await settled()
    expect(form.querySelector('#comments-form-message')?.textContent).toMatch(/recently added/)
    expect(emulation.actions).toEqual(['JCommentsAddComment', 'JCommentsShowPage'])
    expect(thread()).toContain('Did it go?')
    expect(textarea(form).value).toBe('Did it go?')
    expect(within(element).getByRole('status').textContent).toBe('The comments are up to date.')
    // Another text refused is only refused.
    emulation.actions.length = 0
    await user.type(textarea(form), ' Yes.')
    await send(user, form)
    await settled()
    expect(emulation.actions).toEqual(['JCommentsAddComment'])
  })

  it('says nothing of the thread when its reload after such a refusal fails, and warns in the console', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount({ object: 23 })
    const form = await openForm(element, user)
    await fillGuest(user, form, 'Lost, then refused.')
    emulation.answersLost = true
    await send(user, form)
    await settled()
    emulation.answersLost = false
    emulation.failing = ['JCommentsShowPage']
    emulation.actions.length = 0
    warnings.length = 0
    await send(user, form)
    await settled()
    expect(emulation.actions).toEqual(['JCommentsAddComment', 'JCommentsShowPage'])
    expect(form.querySelector('#comments-form-message')?.textContent).toMatch(/recently added/)
    expect(within(element).queryByRole('status')?.textContent ?? '').toBe('')
    expect(warnings).toEqual([expect.stringContaining('ShowPage got no usable answer')])
    expect(textarea(form).value).toBe('Lost, then refused.')
  })

  it('keeps a reply inline, its text and the focus on Send, while the thread reloads after such a refusal', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, replyTo(12)))
    await settled()
    const inline = () =>
      element.querySelector('#comment-item-12 #comments-inline-edit #comments-form') as HTMLElement
    await fillGuest(user, inline(), 'A reply that went through.')
    emulation.answersLost = true
    await send(user, inline())
    await settled()
    emulation.answersLost = false
    emulation.actions.length = 0
    await send(user, inline())
    await settled()
    expect(emulation.actions).toEqual(['JCommentsAddComment', 'JCommentsShowPage'])
    expect(element.querySelector('#comments-list-12')?.textContent).toContain(
      'A reply that went through.',
    )
    expect(textarea(inline()).value).toBe('A reply that went through.')
    expect(document.activeElement).toBe(within(inline()).getByRole('button', { name: 'Send' }))
  })

  it('shows a registered user’s comment the server refuses as a duplicate after a lost answer', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element } = mount({ object: 22 })
    const form = await openForm(element, user)
    await user.type(textarea(form), 'Mine, once.')
    emulation.answersLost = true
    await send(user, form)
    await settled()
    emulation.answersLost = false
    // Sent again a minute later, past the flood limit.
    clock.now += 60_000
    emulation.actions.length = 0
    await send(user, form)
    await settled()
    expect(form.querySelector('#comments-form-message')?.textContent).toBe(
      'You have already posted this comment!',
    )
    expect(emulation.actions).toEqual(['JCommentsAddComment', 'JCommentsShowPage'])
    expect(element.querySelector('#comments')?.textContent).toContain('Mine, once.')
  })

  it('fills name and e-mail from the commenter’s cookies', async () => {
    const user = userEvent.setup()
    const { element } = mount({ cookies: { jc_name: 'Remembered', jc_email: 'r@example.com' } })
    const form = await openForm(element, user)
    expect(field(form, /Name/).value).toBe('Remembered')
    expect(field(form, /E-mail/).value).toBe('r@example.com')
  })

  it('renders the form a page printed with the thread, with its editor, without asking the server', async () => {
    const markup = pageWithPrintedForm(emulation)
    const { element } = mount({ markup })
    // The editor's chunk comes after the first render (editor-loading.test.tsx).
    await waitFor(() => expect(element.querySelector('#comments-form #bbcode-b')).not.toBeNull())
    const form = element.querySelector('#comments-form') as HTMLFormElement
    expect(field(form, /Name/)).toBeTruthy()
    expect(emulation.actions).toEqual([])
  })

  it('shows the form for #addcomments, and brings it into view with its heading', async () => {
    const { element, scrolled } = mount({ fragment: 'addcomments' })
    await waitFor(() => expect(textarea(element)).not.toBeNull())
    await waitFor(() => expect(scrolled).toEqual(['comments-form-link']))
    expect(element.querySelector('#comments-form-link > h4')?.textContent).toBe('Add comment')
  })
})

describe('editing a comment', () => {
  it('fills the form inline, hides the toolbar, and on Cancel unlocks the comment and gives the draft back', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, focused } = mount()
    const form = await openForm(element, user)
    await user.type(textarea(form), 'My draft')
    await user.click(
      control(element, (action) => action.type === 'edit' && action.commentId === 12),
    )
    await settled()
    const item = element.querySelector('#comment-item-12') as HTMLElement
    expect(item.classList.contains('jc-editing')).toBe(true)
    const inline = item.querySelector('#comments-form') as HTMLFormElement
    expect(textarea(inline).value).not.toBe('')
    expect(document.activeElement).toBe(textarea(inline))
    expect((inline.querySelector('input[name=id]') as HTMLInputElement).value).toBe('12')
    await user.click(within(inline).getByRole('button', { name: 'Cancel' }))
    await settled()
    expect(emulation.actions.at(-1)).toBe('JCommentsCancelComment')
    expect(item.classList.contains('jc-editing')).toBe(false)
    expect(textarea(element).value).toBe('My draft')
    expect(focused).toEqual(['comment-item-12 {"type":"edit","commentId":12}'])
  })

  it('saves an edit: the comment shows the new text, the form goes home in add mode, jc-saved, and the save is said', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, events, focused } = mount()
    await user.click(
      control(element, (action) => action.type === 'edit' && action.commentId === 14),
    )
    await settled()
    const inline = element.querySelector('#comment-item-14 #comments-form') as HTMLFormElement
    await user.clear(textarea(inline))
    await user.type(textarea(inline), 'Corrected by the moderator.')
    await send(user, inline)
    await settled()
    expect(emulation.actions).toEqual(['JCommentsEditComment', 'JCommentsSaveComment'])
    expect(emulation.bodies.at(-1)?.get('id')).toBe('14')
    expect(element.querySelector('#comment-item-14')?.textContent).toContain(
      'Corrected by the moderator.',
    )
    expect(element.querySelector('#comments-inline-edit')).toBeNull()
    expect(element.querySelector('#comments-form-link > #comments-form input[name=id]')).toBeNull()
    expect(events).toContainEqual({ type: 'jc-saved', detail: { commentId: 14 } })
    expect(focused).toEqual(['comment-item-14'])
    // The server's answer says nothing of the save: the widget does.
    expect(within(element).getByRole('status').textContent).toBe(formStrings.en.saved)
  })

  it('lets a registered author edit their own comment, and no other', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element } = mount()
    const edits = Array.from(element.querySelectorAll('[data-jc-action]')).filter(
      (control) => JSON.parse(control.getAttribute('data-jc-action') ?? '{}').type === 'edit',
    )
    expect(edits.map((control) => control.closest('[id^="comment-item-"]')?.id)).toEqual([
      'comment-item-16',
    ])
    await user.click(edits[0] as HTMLElement)
    await settled()
    const inline = element.querySelector('#comment-item-16 #comments-form') as HTMLFormElement
    await user.clear(textarea(inline))
    await user.type(textarea(inline), 'Could you say why, Boris?')
    await send(user, inline)
    await settled()
    expect(emulation.actions).toEqual(['JCommentsEditComment', 'JCommentsSaveComment'])
    expect(element.querySelector('#comment-body-16')?.textContent).toBe('Could you say why, Boris?')
  })

  it('keeps an edit whose save failed as a draft of that comment, gives it back after a reload, and drops it once saved', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const edit = async (element: HTMLElement, id: number) => {
      await user.click(
        control(element, (action) => action.type === 'edit' && action.commentId === id),
      )
      await settled()
      return element.querySelector(`#comment-item-${id} #comments-form`) as HTMLFormElement
    }
    const first = mount()
    const inline = await edit(first.element, 15)
    const original = textarea(inline).value
    expect(first.draftValues).toEqual({})
    await user.clear(textarea(inline))
    await user.type(textarea(inline), 'Edited, not yet saved.')
    emulation.faults = { ...emulation.faults, status500: true }
    await send(user, inline)
    await settled()
    expect(textarea(inline).value).toBe('Edited, not yet saved.')
    const key = editDraftKey('com_content', 42, 15)
    const drafts = { ...first.draftValues }
    expect(drafts).toEqual({ [key]: { comment: 'Edited, not yet saved.', title: '' } })
    emulation.faults = { ...emulation.faults, status500: false }

    const again = mount({ drafts })
    // Another comment's edit is not this one's.
    expect(textarea(await edit(again.element, 14)).value).not.toContain('Edited, not yet saved.')
    await user.click(within(again.element).getByRole('button', { name: 'Cancel' }))
    await settled()
    const back = await edit(again.element, 15)
    expect(textarea(back).value).toBe('Edited, not yet saved.')
    expect(textarea(back).value).not.toBe(original)
    await send(user, back)
    await settled()
    expect(again.element.querySelector('#comment-item-15')?.textContent).toContain(
      'Edited, not yet saved.',
    )
    expect(again.draftValues[key]).toBeUndefined()
  })
})
