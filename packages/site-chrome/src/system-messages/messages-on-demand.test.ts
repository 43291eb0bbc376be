import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixedMotion, manualTimers } from '../testing/manual-timers.ts'

type Loader = typeof import('./system-messages.ts')

const serverMessage = `
  <div id="system-message">
    <div class="alert alert-info">
      <button type="button" class="close" data-dismiss="alert" aria-label="Close message">×</button>
      <h2 class="alert-heading">Information</h2>
      <div class="alert-message">This is a demo site.</div>
    </div>
  </div>`

let loader: Loader
let requests = 0
/** How the box's chunk answers a request: it arrives once this settles, and never if it rejects. */
let answer: () => Promise<void>
let stop = () => {}

// Fresh modules for each test, so that the page has not fetched the chunk yet.
beforeEach(async () => {
  vi.resetModules()
  requests = 0
  answer = () => Promise.resolve()
  vi.doMock('./messages-box.ts', async (importOriginal) => {
    requests++
    await answer()
    return importOriginal()
  })
  loader = await import('./system-messages.ts')
})

afterEach(() => {
  stop()
  stop = () => {}
  vi.doUnmock('./messages-box.ts')
  vi.restoreAllMocks()
})

function held() {
  let release = () => {}
  let fail = () => {}
  const arrived = new Promise<void>((resolve, reject) => {
    release = resolve
    fail = () => reject(new TypeError('Failed to fetch dynamically imported module'))
  })
  return { arrived, release, fail }
}

function page(inside: string, lang = 'en') {
  document.documentElement.lang = lang
  document.body.innerHTML = `<main id="content" tabindex="-1"><div id="system-message-container">${inside}</div></main>`
  stop = loader.startSystemMessages(document, { timers: manualTimers(), motion: fixedMotion(true) })
  const box = document.getElementById('system-message-container') as HTMLElement
  const lines = (role: string) =>
    Array.from(
      document.querySelector(`[role="${role}"].system-message-announcer`)?.children ?? [],
      (line) => line.textContent,
    )
  const texts = () =>
    Array.from(box.querySelectorAll('.alert .alert-message'), (body) => body.textContent)
  return { box, lines, texts }
}

const send = (detail: unknown) =>
  document.body.dispatchEvent(
    new CustomEvent('site-chrome:system-message', { detail, bubbles: true }),
  )

/** Lets a held chunk's promise, the box's start and its mutation observer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve))

describe('the system messages’ code, which comes in a chunk of its own', () => {
  it('is not asked for on a page without messages until one is sent', async () => {
    const { box, texts, lines } = page('')
    await settle()
    expect(requests).toBe(0)
    expect(box.hidden).toBe(true)
    // The live regions are on the page before anything is said in them.
    expect(lines('status')).toEqual([])
    loader.showSystemMessage(document.body, { kind: 'success', text: 'Saved.' })
    await vi.waitFor(() => expect(texts()).toEqual(['Saved.']))
    expect(requests).toBe(1)
    expect(box.hidden).toBe(false)
    expect(lines('status')).toEqual(['Success: Saved.'])
  })

  it('is asked for by a message dispatched on the document without bubbling', async () => {
    const { texts } = page('')
    const detail = { kind: 'warning', text: 'Cookies are off.' }
    document.dispatchEvent(new CustomEvent('site-chrome:system-message', { detail }))
    await vi.waitFor(() => expect(texts()).toEqual(['Cookies are off.']))
    expect(requests).toBe(1)
  })

  it('is asked for at once where the server printed a message, whose close button then works', async () => {
    const { box } = page(serverMessage)
    expect(box.hidden).toBe(false)
    await vi.waitFor(() => expect(requests).toBe(1))
    await settle()
    await userEvent.setup().click(box.querySelector('.close') as HTMLElement)
    expect(box.querySelector('.alert')).toBeNull()
    expect(box.hidden).toBe(true)
  })

  it('dismisses a printed message whose close button was pressed while it was on its way', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const { box } = page(
      serverMessage.replace('<button type="button"', '<a href="#"').replace('×</button>', '×</a>'),
    )
    const close = box.querySelector<HTMLElement>('.close') as HTMLElement
    close.focus()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    close.dispatchEvent(click)
    // Bootstrap's link to # would take the visitor to the top of the page.
    expect(click.defaultPrevented).toBe(true)
    expect(box.querySelector('.alert')).not.toBeNull()
    chunk.release()
    await vi.waitFor(() => expect(box.querySelector('.alert')).toBeNull())
    expect(box.hidden).toBe(true)
    expect(document.activeElement).toBe(document.getElementById('content'))
  })

  it('shows every message sent while it is on its way, in order, read out together, and asks once', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const { box, texts, lines } = page('', 'fa')
    send({ kind: 'success', text: 'ذخیره شد' })
    await settle()
    send({ kind: 'error', text: 'پاسخی نیامد' })
    send({ kind: 'info', text: 'ایمیل را ببینید' })
    expect(texts()).toEqual([])
    expect(box.hidden).toBe(true)
    chunk.release()
    await vi.waitFor(() => expect(texts()).toEqual(['ذخیره شد', 'پاسخی نیامد', 'ایمیل را ببینید']))
    await settle()
    expect(requests).toBe(1)
    expect(box.hidden).toBe(false)
    expect(lines('status')).toEqual(['انجام شد: ذخیره شد', 'اطلاعات: ایمیل را ببینید'])
    expect(lines('alert')).toEqual(['خطا: پاسخی نیامد'])
    // Once it is in, the next message is shown at once.
    send({ kind: 'notice', text: 'در انتظار تأیید' })
    expect(texts()).toHaveLength(4)
    await settle()
    expect(lines('status')).toEqual(['توجه: در انتظار تأیید'])
  })

  it('names a detail without a text at once, and does not ask for the code for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box } = page('')
    send(null)
    await settle()
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'site-chrome:system-message: the detail should be { kind, text, heading? }',
      null,
    )
    expect(requests).toBe(0)
    expect(box.hidden).toBe(true)
  })

  it('keeps a detail without a text out of the messages sent while it is on its way', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { texts } = page('')
    send({ kind: 'message', text: 'One' })
    send({ kind: 'message' })
    send({ kind: 'message', text: 'Two' })
    chunk.release()
    await vi.waitFor(() => expect(texts()).toEqual(['One', 'Two']))
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'site-chrome:system-message: the detail should be { kind, text, heading? }',
      { kind: 'message' },
    )
  })

  it('is asked for when the page’s own script puts a message into the box, which is then read out', async () => {
    const { box, lines } = page('')
    box.insertAdjacentHTML(
      'beforeend',
      '<div class="alert alert-warning"><h2 class="alert-heading">Warning</h2><div class="alert-message">Cookies are off.</div></div>',
    )
    await vi.waitFor(() => expect(lines('alert')).toEqual(['Warning: Cookies are off.']))
    expect(requests).toBe(1)
    expect(box.hidden).toBe(false)
  })

  it('is named once in the console when it does not come, shows nothing and throws nothing', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, texts } = page('')
    send({ kind: 'error', text: 'Not saved.' })
    send({ kind: 'info', text: 'Try again.' })
    chunk.fail()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    await settle()
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(
        /^system messages: their code did not load \(.+\); the messages sent meanwhile are not shown\.$/,
      ),
    )
    expect(texts()).toEqual([])
    expect(box.hidden).toBe(true)
    // The next message asks again.
    answer = () => Promise.resolve()
    send({ kind: 'success', text: 'Saved.' })
    await vi.waitFor(() => expect(texts()).toEqual(['Saved.']))
    expect(requests).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('lets a printed message be closed once it did not come, and asks again with the next message', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, texts } = page(serverMessage + serverMessage.replace('a demo', 'another'))
    chunk.fail()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    const close = box.querySelector<HTMLElement>('.close') as HTMLElement
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    close.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(texts()).toEqual(['This is another site.'])
    await userEvent.setup().click(box.querySelector('.close') as HTMLElement)
    expect(texts()).toEqual([])
    expect(box.hidden).toBe(true)
    await settle()
    // A message taken away is no message to fetch the code for.
    expect(requests).toBe(1)
    answer = () => Promise.resolve()
    send({ kind: 'success', text: 'Saved.' })
    await vi.waitFor(() => expect(texts()).toEqual(['Saved.']))
    expect(requests).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('moves focus as the box would once it did not come: to the next message, then to the main content', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, texts } = page(serverMessage + serverMessage.replace('a demo', 'another'))
    const user = userEvent.setup()
    const [first, second] = box.querySelectorAll<HTMLElement>('.close')
    // Pressed while the code was on its way, taken away when it did not come.
    first?.focus()
    await user.keyboard('{Enter}')
    chunk.fail()
    await vi.waitFor(() => expect(texts()).toEqual(['This is another site.']))
    expect(document.activeElement).toBe(second)
    await user.keyboard('{Enter}')
    expect(texts()).toEqual([])
    expect(document.activeElement).toBe(document.getElementById('content'))
  })

  it('closes a printed message whose close button was pressed while it was on its way, once it did not come', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { box, texts } = page(serverMessage + serverMessage.replace('a demo', 'another'))
    await userEvent.setup().click(box.querySelector('.close') as HTMLElement)
    expect(texts()).toHaveLength(2)
    chunk.fail()
    await vi.waitFor(() => expect(texts()).toEqual(['This is another site.']))
    expect(box.hidden).toBe(false)
    await settle()
    expect(requests).toBe(1)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('starts nothing when it arrives after the page stopped the messages', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const { box, texts } = page('')
    send({ kind: 'info', text: 'Late.' })
    stop()
    stop = () => {}
    chunk.release()
    await settle()
    await settle()
    expect(texts()).toEqual([])
    expect(document.querySelector('.system-message-announcer')).toBeNull()
    expect(box.hidden).toBe(false)
  })
})
