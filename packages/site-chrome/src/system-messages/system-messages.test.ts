import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixedMotion, manualTimers } from '../testing/manual-timers.ts'
import { showSystemMessage, startSystemMessages, systemMessageEvent } from './system-messages.ts'

const serverMessage = `
  <div id="system-message">
    <div class="alert alert-info" role="status">
      <button type="button" class="close" data-dismiss="alert" aria-label="Close message">×</button>
      <h2 class="alert-heading">Information</h2>
      <div class="alert-message">This is a demo site.</div>
    </div>
  </div>`

let stop = () => {}
// The box's chunk is already in, as on a page that fetched it: these tests
// are of what it does (messages-on-demand.test.ts of its coming).
beforeAll(() => import('./messages-box.ts'))
afterEach(() => stop())

/** Lets the box's code start and its mutation observer see what changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve))

async function page(
  inside: string,
  { lang = 'en', reduced = false, named = [] as readonly string[] } = {},
) {
  document.documentElement.lang = lang
  document.body.innerHTML = `<main id="content" tabindex="-1"><h1>Home</h1><div id="system-message-container">${inside}</div></main>`
  printNamedImages(document, ...named)
  const timers = manualTimers()
  stop = startSystemMessages(document, { timers, motion: fixedMotion(reduced) })
  const box = document.getElementById('system-message-container') as HTMLElement
  const announcer = (role: string) =>
    document.querySelector(`[role="${role}"].system-message-announcer`)
  await settle()
  return { box, timers, announcer, user: userEvent.setup() }
}

describe('the system-messages box', () => {
  it('is hidden while it holds no message', async () => {
    expect((await page('')).box.hidden).toBe(true)
  })

  it('shows the messages the server rendered without reading them out again', async () => {
    const { box, announcer } = await page(serverMessage)
    expect(box.hidden).toBe(false)
    expect(announcer('status')?.textContent).toBe('')
  })

  it('shows a message a widget asks for and reads it out politely', async () => {
    const { box, announcer } = await page('')
    showSystemMessage(document.body, { kind: 'notice', text: 'Your comment awaits moderation.' })
    await settle()
    expect(box.hidden).toBe(false)
    expect(box.querySelector('.alert-notice .alert-message')?.textContent).toBe(
      'Your comment awaits moderation.',
    )
    expect(announcer('status')?.textContent).toBe('Notice: Your comment awaits moderation.')
  })

  it('shows and reads out a message where the page names an image addEventListener', async () => {
    const { box, announcer } = await page('', { named: ['addEventListener'] })
    showSystemMessage(document.body, { kind: 'notice', text: 'Your comment awaits moderation.' })
    await settle()
    expect(box.querySelector('.alert-notice .alert-message')?.textContent).toBe(
      'Your comment awaits moderation.',
    )
    expect(announcer('status')?.textContent).toBe('Notice: Your comment awaits moderation.')
  })

  // As a template's own script sends it, often without `bubbles: true`.
  it.each([
    ['the window', () => window],
    ['the document', () => document],
    ['an element', () => document.querySelector('h1') as Element],
  ])('shows a message dispatched on %s, bubbling or not', async (_, target) => {
    const { box } = await page('')
    for (const bubbles of [false, true]) {
      const detail = { kind: 'warning', text: `Bubbles: ${bubbles}` }
      target().dispatchEvent(new CustomEvent(systemMessageEvent, { detail, bubbles }))
    }
    await settle()
    expect(Array.from(box.querySelectorAll('.alert-message'), (m) => m.textContent)).toEqual([
      'Bubbles: false',
      'Bubbles: true',
    ])
  })

  it('reads errors out at once', async () => {
    const { announcer } = await page(serverMessage)
    showSystemMessage(document, { kind: 'error', text: 'The server did not answer.' })
    await settle()
    expect(announcer('alert')?.textContent).toBe('Error: The server did not answer.')
    expect(document.querySelectorAll('#system-message .alert')).toHaveLength(2)
  })

  it('reads out every message that arrives at once, not only the last', async () => {
    const { announcer } = await page('')
    showSystemMessage(document, { kind: 'success', text: 'Saved.' })
    showSystemMessage(document, { kind: 'info', text: 'Check your mail.' })
    showSystemMessage(document, { kind: 'warning', text: 'Cookies are off.' })
    showSystemMessage(document, { kind: 'error', text: 'The server did not answer.' })
    await settle()
    const lines = (role: string) =>
      Array.from(announcer(role)?.children ?? [], (line) => line.textContent)
    expect(lines('status')).toEqual(['Success: Saved.', 'Information: Check your mail.'])
    expect(lines('alert')).toEqual([
      'Warning: Cookies are off.',
      'Error: The server did not answer.',
    ])
  })

  it('reads out a message the page itself puts into the box', async () => {
    const { box, announcer } = await page('')
    box.insertAdjacentHTML(
      'beforeend',
      '<div class="alert alert-warning"><h2 class="alert-heading">Warning</h2><div class="alert-message">Cookies are off.</div></div>',
    )
    await settle()
    expect(box.hidden).toBe(false)
    expect(announcer('alert')?.textContent).toBe('Warning: Cookies are off.')
  })

  it.each([
    ['that is null', null],
    ['that is a string', 'Saved.'],
    ['without a text', { kind: 'info' }],
    ['with an empty text', { kind: 'info', text: '' }],
  ])('names a detail %s in the console, and shows nothing', async (_, detail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, announcer } = await page('')
    // As a template's own script would send it, past the types.
    document.body.dispatchEvent(new CustomEvent(systemMessageEvent, { detail, bubbles: true }))
    await settle()
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'site-chrome:system-message: the detail should be { kind, text, heading? }',
      detail,
    )
    expect(box.hidden).toBe(true)
    expect(announcer('status')?.textContent).toBe('')
    warn.mockRestore()
  })

  it('shows a message whose kind is a symbol as a message, named in the console, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, announcer } = await page('')
    // As a template's own script would send it, past the types.
    const detail = { kind: Symbol('success'), text: 'Saved.' }
    document.body.dispatchEvent(new CustomEvent(systemMessageEvent, { detail, bubbles: true }))
    showSystemMessage(document, { kind: 'info', text: 'Check your mail.' })
    await settle()
    expect(Array.from(box.querySelectorAll('.alert-heading'), (h) => h.textContent)).toEqual([
      'Message',
      'Information',
    ])
    expect(announcer('status')?.textContent).toBe('Message: Saved.Information: Check your mail.')
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^system message: the kind is Symbol\(success\), not a string; /),
    )
    warn.mockRestore()
  })

  it('shows a message whose text is a symbol as what it is, named in the console, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, announcer } = await page('')
    const detail = { kind: 'info', text: Symbol('saved') }
    document.body.dispatchEvent(new CustomEvent(systemMessageEvent, { detail, bubbles: true }))
    showSystemMessage(document, { kind: 'info', text: 'Check your mail.' })
    await settle()
    expect(box.querySelectorAll('.alert')).toHaveLength(2)
    expect(announcer('status')?.textContent).toBe(
      'Information: Symbol(saved)Information: Check your mail.',
    )
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'system message: the text is Symbol(saved), not a string.',
    )
    warn.mockRestore()
  })

  it('speaks the page’s language', async () => {
    const { box } = await page('', { lang: 'fa' })
    showSystemMessage(document, { kind: 'error', text: 'نظر خالی است' })
    await settle()
    expect(box.querySelector('.alert-heading')?.textContent).toBe('خطا')
    expect(box.querySelector('.close')?.getAttribute('aria-label')).toBe('بستن پیام')
  })

  it('fades a dismissed message out at the fast speed, then hides the empty box', async () => {
    const { box, timers, user } = await page(serverMessage)
    await user.click(box.querySelector('.close') as HTMLElement)
    expect(box.querySelector('.alert')?.classList.contains('is-dismissing')).toBe(true)
    timers.advance(200)
    await settle()
    expect(box.querySelector('.alert')).toBeNull()
    expect(box.hidden).toBe(true)
  })

  it('removes a dismissed message at once when the visitor asked for less motion', async () => {
    const { box, user } = await page(serverMessage, { reduced: true })
    await user.click(box.querySelector('.close') as HTMLElement)
    await settle()
    expect(box.querySelector('.alert')).toBeNull()
    expect(box.hidden).toBe(true)
  })

  it('takes the words of the messages out of the live regions once the last is dismissed', async () => {
    const { box, announcer, user } = await page('', { reduced: true })
    showSystemMessage(document, { kind: 'error', text: 'Saving failed.' })
    showSystemMessage(document, { kind: 'message', text: 'Saved.' })
    await settle()
    expect(announcer('alert')?.textContent).toBe('Error: Saving failed.')
    for (const close of box.querySelectorAll<HTMLElement>('.close')) await user.click(close)
    await settle()
    expect(box.hidden).toBe(true)
    expect([announcer('alert')?.textContent, announcer('status')?.textContent]).toEqual(['', ''])
  })

  it('moves focus to the next message, and to the main content after the last', async () => {
    const { box, timers, user } = await page(serverMessage)
    showSystemMessage(document, { kind: 'message', text: 'Saved.' })
    await settle()
    const [first, second] = box.querySelectorAll<HTMLElement>('.close')
    first?.focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(second)
    await user.keyboard('{Enter}')
    timers.advance(200)
    expect(document.activeElement).toBe(document.getElementById('content'))
  })

  it('moves focus to the message before when the last one is dismissed', async () => {
    const { box, user } = await page(serverMessage)
    showSystemMessage(document, { kind: 'message', text: 'Saved.' })
    showSystemMessage(document, { kind: 'notice', text: 'Awaits moderation.' })
    await settle()
    const [, second, third] = box.querySelectorAll<HTMLElement>('.close')
    third?.focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(second)
  })

  it('moves focus to the next message where the page names an image activeElement', async () => {
    const { box } = await page(serverMessage)
    showSystemMessage(document, { kind: 'message', text: 'Saved.' })
    await settle()
    const [first, second] = box.querySelectorAll<HTMLElement>('.close')
    first?.focus()
    const stopShadowing = printNamedImages(document, 'activeElement')
    first?.click()
    stopShadowing()
    expect(document.activeElement).toBe(second)
  })

  it('stops showing messages and takes its live regions away when stopped', async () => {
    const { box, announcer } = await page('')
    stop()
    stop = () => {}
    showSystemMessage(document, { kind: 'error', text: 'late' })
    await settle()
    expect(box.querySelector('.alert')).toBeNull()
    expect(announcer('alert')).toBeNull()
  })
})
