// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { writeResponse } from '@jc/protocol/server-format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)

// What content plugins print before the server's form: a login box and a sign-up, each a
// form of its own with hidden fields named as the comment form's are.
const loginBox =
  '<form id="login-form" name="login"><input type="hidden" name="object_id" value="999"><input type="hidden" name="object_group" value="com_users"><label for="u">User</label><input id="u" name="username"><input type="hidden" name="commentid" value="999"><input name="reason" value="login"><button>Log in</button></form>'
const signUp =
  '<form name="comments-form"><input type="email" name="newsletter"><input type="hidden" name="object_id" value="777"></form>'

/** The server's real answer to `body`, with `change` applied to the HTML it assigns. */
function answerWith(body: string, change: (html: string) => string): string {
  const real = decodeResponse(
    emulation.server.respond({ url: '/component/jcomments/?tmpl=component&lang=en', body }),
  ).commands
  return writeResponse(
    real.map((command) =>
      command.kind === 'as'
        ? { n: 'as', t: command.target, d: change(command.html) }
        : command.kind === 'js'
          ? { n: 'js', d: command.source }
          : { n: 'al', d: command.kind === 'al' ? command.message : '' },
    ),
  )
}

const showForm = 'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link'

describe('the comment form among other forms', () => {
  it('is the server’s form, and Send posts its object, group and the visitor’s fields only', async () => {
    emulation.answer = answerWith(showForm, (html) => `${loginBox}${signUp}${html}`)
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    emulation.answer = null
    const form = element.querySelector('form#comments-form') as HTMLFormElement
    await user.type(within(form).getByLabelText(/name/i), 'Sara')
    await user.type(within(form).getByLabelText(/e-mail/i), 'sara@example.com')
    await user.type(form.querySelector('textarea') as HTMLTextAreaElement, 'Among other forms.')
    await user.type(within(form).getByLabelText(/code/i), '7g4k2')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await settled()
    const body = emulation.bodies.at(-1)
    expect(body?.get('jtxf')).toBe('JCommentsAddComment')
    expect(body?.getAll('object_id')).toEqual(['42'])
    expect(body?.getAll('object_group')).toEqual(['com_content'])
    expect(body?.get('name')).toBe('Sara')
    expect(body?.get('email')).toBe('sara@example.com')
    expect(body?.has('username')).toBe(false)
    expect(body?.has('newsletter')).toBe(false)
    expect(element.querySelector('#comments')?.textContent).toContain('Among other forms.')
  })

  it('is this thread’s form when a plugin prints a copy of it for another article first', async () => {
    // A plugin's copy of the form (another article's, say), with the fields the protocol names.
    const copy =
      '<form id="comments-form" name="comments-form"><textarea name="comment">A copy</textarea><input type="hidden" name="object_id" value="666"><input type="hidden" name="object_group" value="com_content"></form>'
    const copyFirst = (html: string) => `${copy}${html}`
    emulation.answer = answerWith(showForm, copyFirst)
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    emulation.answer = null
    // The copy stays among the plugins' markup, before the form the widget renders.
    const form = within(element).getByRole('form', { name: 'Add comment' })
    await user.type(within(form).getByLabelText(/name/i), 'Sara')
    await user.type(within(form).getByLabelText(/e-mail/i), 'sara@example.com')
    await user.type(form.querySelector('textarea') as HTMLTextAreaElement, 'On this article.')
    await user.type(within(form).getByLabelText(/code/i), '7g4k2')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await settled()
    const body = emulation.bodies.at(-1)
    expect(body?.getAll('object_id')).toEqual(['42'])
    expect(body?.get('comment')).toBe('On this article.')
    expect(body?.get('name')).toBe('Sara')
  })

  it('leaves the link as it was when an answer holds no comment form, and the console says so', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount()
    emulation.answer = answerWith(showForm, () => loginBox)
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    emulation.answer = null
    expect(element.querySelector('form')).toBeNull()
    expect(warnings).toContainEqual(
      expect.stringContaining(
        '<jc-comments>: no form#comments-form in the answer, nothing changed:',
      ),
    )
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    expect(element.querySelector('form#comments-form textarea')).not.toBeNull()
  })
})

describe('the report form among other forms', () => {
  it('is the server’s form, and Submit posts its reason and comment id', async () => {
    const user = userEvent.setup()
    const { element, events } = mount()
    const item = element.querySelector('[id^=comment-item-]') as HTMLElement
    const commentId = item.id.replace('comment-item-', '')
    emulation.answer = answerWith(
      `jtxf=JCommentsShowReportForm&jtxa[]=${commentId}&jtxa[]=comments-inline-report`,
      (html) => `${loginBox}${html}`,
    )
    await user.click(within(item).getAllByText('Report to administrator')[0] as HTMLElement)
    const reason = await screen.findByLabelText(/reason/i)
    emulation.answer = null
    expect(element.querySelector('#comments-inline-report form')).toHaveProperty(
      'id',
      'comments-report-form',
    )
    await user.type(screen.getByLabelText(/name/i), 'Sara')
    await user.type(reason, 'Spam')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(events.map((event) => event.type)).toContain('jc-reported'))
    const body = emulation.bodies.at(-1)
    expect(body?.get('jtxf')).toBe('JCommentsReportComment')
    expect(body?.getAll('reason')).toEqual(['Spam'])
    expect(body?.getAll('commentid')).toEqual([commentId])
    expect(body?.getAll('name')).toEqual(['Sara'])
    expect(body?.has('username')).toBe(false)
  })

  it('is not replaced by an answer without one, which the console names', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount()
    const item = element.querySelector('[id^=comment-item-]') as HTMLElement
    emulation.answer = answerWith(
      'jtxf=JCommentsShowReportForm&jtxa[]=1&jtxa[]=comments-inline-report',
      () => loginBox,
    )
    await user.click(within(item).getAllByText('Report to administrator')[0] as HTMLElement)
    await waitFor(() =>
      expect(warnings).toContainEqual(
        expect.stringContaining(
          '<jc-comments>: no form#comments-report-form in the answer, nothing changed:',
        ),
      ),
    )
    expect(element.querySelector('#comments-inline-report input')).toBeNull()
  })
})
