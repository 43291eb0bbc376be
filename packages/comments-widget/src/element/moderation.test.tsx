// @vitest-environment jsdom
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { editDraftKey } from '../form/edit-draft-key.ts'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

// Bans last for the whole file's server, so moderation has a file of its own.
const emulation = emulatedServer()
const mount = mountWith(emulation)

describe('<jc-comments> moderation', () => {
  it('lets a moderator delete after confirming, and keeps the comment when they do not', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const refused = mount({ confirm: false })
    await user.click(
      refused.element.querySelector('#comment-toolbar-16 .toolbar-button-delete') as HTMLElement,
    )
    expect(refused.confirmations).toHaveLength(1)
    expect(emulation.actions).toEqual([])
    const agreed = mount({ confirm: true })
    // The last reply at its level and the only one: its parent takes the focus it leaves.
    const item = agreed.element.querySelector('#comment-item-16') as HTMLElement
    const list = item.parentElement as HTMLElement
    expect(list.querySelectorAll(':scope > [id^="comment-item-"]')).toHaveLength(1)
    const parent = list.previousElementSibling?.id
    expect(parent).toMatch(/^comment-item-\d+$/)
    await user.click(
      agreed.element.querySelector('#comment-toolbar-16 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    expect(agreed.element.querySelector('#comment-item-16')).toBeNull()
    expect(agreed.events).toContainEqual({ type: 'jc-deleted', detail: { commentId: 16 } })
    expect(agreed.focused).toEqual([parent])
    // Said, as the comment and the focus on it went.
    expect(within(agreed.element).getByRole('status').textContent).toBe(answerStrings.en.deleted)
  })

  it('unpublishes, publishes and bans for a moderator, saying which, with the server’s message at the top of the comment', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, events, focused } = mount()
    await user.click(
      element.querySelector('#comment-toolbar-14 .toolbar-button-publish') as HTMLElement,
    )
    await settled()
    expect(element.querySelector('#comment-toolbar-14 .toolbar-button-unpublish')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-published', detail: { commentId: 14 } })
    // The thread came anew: the focus goes back to the publish control, now Publish.
    expect(focused).toEqual(['comment-item-14 {"type":"publish","commentId":14}'])
    // The control's new name alone does not say what happened: the status does.
    expect(within(element).getByRole('status').textContent).toBe(answerStrings.en.unpublished)
    const ban = element.querySelector('#comment-toolbar-14 .toolbar-button-ban') as HTMLElement
    await user.click(ban)
    await settled()
    expect(element.querySelector('#comment-item-14 .comments-form-message-info')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-banned', detail: { commentId: 14 } })
    // The comment stays as it was: the focus stays on Ban.
    expect(document.activeElement).toBe(ban)
    expect(focused).toHaveLength(1)
    await user.click(
      element.querySelector('#comment-toolbar-14 .toolbar-button-unpublish') as HTMLElement,
    )
    await settled()
    expect(element.querySelector('#comment-toolbar-14 .toolbar-button-publish')).not.toBeNull()
    expect(within(element).getByRole('status').textContent).toBe(answerStrings.en.published)
  })

  it('turns a reply to a comment a delete took (a reply of the deleted one) into a new comment, keeping the text and saying why', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(
      control(element, (action) => action.type === 'reply' && action.commentId === 15),
    )
    await settled()
    const inline = element.querySelector('#comment-item-15 #comments-form') as HTMLFormElement
    await user.type(within(inline).getByLabelText('Your comment'), 'An answer to fifteen.')
    await user.click(
      element.querySelector('#comment-toolbar-14 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    expect(element.querySelector('#comment-item-15')).toBeNull()
    const form = element.querySelector('#comments-form-link > #comments-form') as HTMLFormElement
    expect(form.querySelector('#comments-form-cancel')).toBeNull()
    expect(form.querySelector('input[name=parent]')).toBeNull()
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Your comment').value).toBe(
      'An answer to fifteen.',
    )
    expect(form.querySelector('#comments-form-message')?.textContent).toBe(
      answerStrings.en.repliedToDeleted,
    )
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await settled()
    expect(emulation.actions.at(-1)).toBe('JCommentsAddComment')
    expect(emulation.bodies.at(-1)?.get('parent')).toBeNull()
    expect(element.querySelector('#comments')?.textContent).toContain('An answer to fifteen.')
  })

  it('ends the edit of a comment that is deleted: the text from before it comes back, the edit’s draft goes', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, draftValues } = mount()
    const form = await (async () => {
      await user.click(control(element, (action) => action.type === 'showForm'))
      await settled()
      return element.querySelector('#comments-form') as HTMLFormElement
    })()
    await user.type(within(form).getByLabelText('Your comment'), 'Written before the edit.')
    await user.click(
      control(element, (action) => action.type === 'edit' && action.commentId === 18),
    )
    await settled()
    const inline = element.querySelector('#comment-item-18 #comments-form') as HTMLFormElement
    await user.type(within(inline).getByLabelText('Your comment'), ' Edited.')
    const key = editDraftKey('com_content', 42, 18)
    expect(draftValues[key]).toBeDefined()
    await user.click(
      element.querySelector('#comment-toolbar-18 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    const home = element.querySelector('#comments-form-link > #comments-form') as HTMLFormElement
    expect(home.querySelector('input[name=id]')).toBeNull()
    expect(within(home).getByLabelText<HTMLTextAreaElement>('Your comment').value).toBe(
      'Written before the edit.',
    )
    expect(home.querySelector('#comments-form-message')?.textContent).toBe(
      answerStrings.en.editedDeleted,
    )
    expect(draftValues[key]).toBeUndefined()
  })

  it('keeps a reply whose comment stays when another is deleted', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(
      control(element, (action) => action.type === 'reply' && action.commentId === 12),
    )
    await settled()
    await user.click(
      element.querySelector('#comment-toolbar-20 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    expect(
      element.querySelector('#comment-item-12 #comments-form #comments-form-cancel'),
    ).not.toBeNull()
  })
})
