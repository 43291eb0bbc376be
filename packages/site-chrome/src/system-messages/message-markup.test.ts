import { describe, expect, it, vi } from 'vitest'
import { kindOf, messageElement, type SystemMessage, spokenText } from './message-markup.ts'
import { messageStrings } from './strings.ts'

function alert(markup: string): Element {
  document.body.innerHTML = markup
  return document.body.firstElementChild as Element
}

describe('messageElement', () => {
  it('builds Joomla’s alert markup with a close button and the kind’s heading', () => {
    const element = messageElement(
      document,
      { kind: 'error', text: 'Comment is empty' },
      messageStrings.en,
    )
    expect(element.className).toBe('alert alert-error')
    expect(
      element.querySelector('button.close[data-dismiss="alert"]')?.getAttribute('aria-label'),
    ).toBe('Close message')
    expect(element.querySelector('.alert-heading')?.textContent).toBe('Error')
    expect(element.querySelector('.alert-message')?.textContent).toBe('Comment is empty')
  })

  it('speaks the page’s language and takes a heading of its own', () => {
    const element = messageElement(
      document,
      { kind: 'notice', text: 'ذخیره شد', heading: 'نظر' },
      messageStrings.fa,
    )
    expect(element.querySelector('.alert-heading')?.textContent).toBe('نظر')
    expect(element.querySelector('button')?.getAttribute('aria-label')).toBe('بستن پیام')
  })

  it.each([
    ['warn', 'Message'],
    ['danger error', 'Error'],
  ])(
    'gives a kind it does not know (%s) a heading, and names it in the console',
    (kind, heading) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const element = messageElement(
        document,
        { kind, text: 'Saved' } as unknown as SystemMessage,
        messageStrings.en,
      )
      expect(element.querySelector('.alert-heading')?.textContent).toBe(heading)
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        `system message: the kind is "${kind}"; it should be one of message,success,info,notice,warning,error.`,
      )
      warn.mockRestore()
    },
  )

  it('takes Bootstrap’s danger as an error without a word', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = messageElement(
      document,
      { kind: 'danger', text: 'Saved' } as unknown as SystemMessage,
      messageStrings.en,
    )
    expect(element.className).toBe('alert alert-danger')
    expect(element.querySelector('.alert-heading')?.textContent).toBe('Error')
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('names a kind that is a symbol in the console, and builds a message of the default kind', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = messageElement(
      document,
      { kind: Symbol('error'), text: 'Saved' } as unknown as SystemMessage,
      messageStrings.en,
    )
    expect(element.className).toBe('alert')
    expect(element.querySelector('.alert-heading')?.textContent).toBe('Message')
    expect(element.querySelector('.alert-message')?.textContent).toBe('Saved')
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'system message: the kind is Symbol(error), not a string; it should be one of message,success,info,notice,warning,error.',
    )
    warn.mockRestore()
  })

  it.each([
    ['text', { kind: 'info', text: Symbol('saved') }, '.alert-message', 'Symbol(saved)'],
    [
      'heading',
      { kind: 'info', text: 'Saved', heading: Symbol('done') },
      '.alert-heading',
      'Symbol(done)',
    ],
    ['text', { kind: 'info', text: 42 }, '.alert-message', '42'],
  ])(
    'names a %s that is no string in the console, and shows what it is',
    (field, message, part, text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const element = messageElement(
        document,
        message as unknown as SystemMessage,
        messageStrings.en,
      )
      expect(element.querySelector(part)?.textContent).toBe(text)
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        `system message: the ${field} is ${text}, not a string.`,
      )
      warn.mockRestore()
    },
  )

  it('shows markup in the text as text', () => {
    const element = messageElement(
      document,
      { kind: 'info', text: '<img src=x onerror=alert(1)>' },
      messageStrings.en,
    )
    expect(element.querySelector('img')).toBeNull()
    expect(element.querySelector('.alert-message')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })
})

describe('kindOf', () => {
  it.each([
    ['alert alert-warning', 'warning'],
    ['alert alert-danger', 'error'],
    ['alert alert-success', 'success'],
    ['alert', 'message'],
  ])('reads %s as %s', (classes, kind) => {
    expect(kindOf(alert(`<div class="${classes}"></div>`))).toBe(kind)
  })
})

describe('spokenText', () => {
  it('says the heading, then the message, without the close button', () => {
    const element = alert(
      '<div class="alert"><button class="close">×</button><h2 class="alert-heading">Information</h2><div class="alert-message">\n  This is a demo.\n</div></div>',
    )
    expect(spokenText(element)).toBe('Information: This is a demo.')
  })

  it('reads a message without Joomla’s inner markup', () => {
    expect(spokenText(alert('<div class="alert"><a class="close">×</a>Saved.</div>'))).toBe(
      'Saved.',
    )
  })
})
