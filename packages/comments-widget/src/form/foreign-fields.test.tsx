// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { writeResponse } from '@jc/protocol/server-format'
import { persianSite } from '@jc/server-emulation'
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

// The emulation refuses a guest's second post within 10 s: each test posts a minute later.
const clock = { now: Date.parse('2026-03-01T10:00:00Z') }
const emulation = emulatedServer({ now: () => new Date(clock.now), sites: { fa: persianSite } })
const mount = mountWith(emulation)
afterEach(() => {
  clock.now += 60_000
})

type User = ReturnType<typeof userEvent.setup>

async function openForm(element: HTMLElement, user: User): Promise<HTMLFormElement> {
  await user.click(control(element, (action) => action.type === 'showForm'))
  await settled()
  return element.querySelector('#comments-form') as HTMLFormElement
}

const textarea = (form: HTMLElement) =>
  form.querySelector('#comments-form-comment') as HTMLTextAreaElement

/** What another script on the page does: appends a field to the form element. */
function addField(form: HTMLFormElement, attributes: Record<string, string>): void {
  const input = form.ownerDocument.createElement('input')
  for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value)
  form.append(input)
}

describe('fields that other scripts add to the form', () => {
  it('are posted with it, as a browser would post them, while the widget’s own fields keep their values', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    await user.type(textarea(form), 'Posted with a token.')
    addField(form, { type: 'hidden', name: 'g-recaptcha-response', value: '03AGdBq2-token' })
    addField(form, { type: 'text', name: 'comment', value: 'written by someone else' })
    addField(form, { type: 'text', name: 'disabled-one', value: 'x', disabled: '' })
    addField(form, { type: 'checkbox', name: 'unticked', value: '1' })
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await settled()
    const body = emulation.bodies.at(-1)
    expect(body?.get('jtxf')).toBe('JCommentsAddComment')
    expect(body?.get('g-recaptcha-response')).toBe('03AGdBq2-token')
    expect(body?.getAll('comment')).toEqual(['Posted with a token.'])
    expect(body?.has('disabled-one')).toBe(false)
    expect(body?.has('unticked')).toBe(false)
    expect(element.querySelector('#comments')?.textContent).toContain('Posted with a token.')
  })

  it('include what a captcha plugin’s script writes into the markup the server put in the form', async () => {
    emulation.server.actor = 'registered'
    const real = decodeResponse(
      emulation.server.respond({
        url: '/component/jcomments/?tmpl=component&lang=en',
        body: 'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link',
      }),
    ).commands
    emulation.answer = writeResponse(
      real.map((command) =>
        command.kind === 'as'
          ? {
              n: 'as',
              t: command.target,
              d: command.html.replace(
                '<div id="comments-form-buttons">',
                '<div class="g-recaptcha" data-sitekey="6Lc-demo"></div>\n<div id="comments-form-buttons">',
              ),
            }
          : { n: 'js', d: command.kind === 'js' ? command.source : '' },
      ),
    )
    const user = userEvent.setup()
    const { element } = mount()
    const form = await openForm(element, user)
    emulation.answer = null
    const widget = form.querySelector('.g-recaptcha[data-sitekey="6Lc-demo"]')
    expect(widget).not.toBeNull()
    // What reCAPTCHA's script does once the visitor solved it.
    const response = document.createElement('textarea')
    response.name = 'g-recaptcha-response'
    response.value = '03AGdBq2-solved'
    widget?.append(response)
    await user.type(textarea(form), 'Past the robot check.')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await settled()
    expect(emulation.bodies.at(-1)?.get('g-recaptcha-response')).toBe('03AGdBq2-solved')
    expect(element.querySelector('#comments')?.textContent).toContain('Past the robot check.')
  })
})

describe('what a plugin prints around the form', () => {
  it('stays above the form without its script, which is named in a warning and never run', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount({ object: 21, lang: 'fa' })
    const form = await openForm(element, user)
    const rules = element.querySelector('#comments-form-link .jc-posting-rules')
    expect(rules?.textContent).toMatch(/^قوانین ارسال نظر: لطفاً با احترام بنویسید/)
    expect(
      rules && rules.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(element.querySelector('script')).toBeNull()
    expect(warnings).toContainEqual(
      expect.stringContaining("jQuery('.jc-posting-rules').slideDown();"),
    )
  })
})
