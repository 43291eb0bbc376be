// @vitest-environment jsdom
import { demoSite } from '@jc/server-emulation'
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { editDraftKey } from '../form/edit-draft-key.ts'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

// A site that deletes a comment by marking it, so a deleted comment stays in the thread.
const emulation = emulatedServer({ site: { ...demoSite, deleteMode: 'soft' } })
const mount = mountWith(emulation)

const home = (element: HTMLElement) =>
  element.querySelector('#comments-form-link > #comments-form') as HTMLFormElement
const commentField = (form: HTMLElement) =>
  within(form).getByLabelText<HTMLTextAreaElement>('Your comment')

function pageLink(element: HTMLElement, page: string): HTMLElement {
  const nav = element.querySelector('#nav-bottom') ?? element.querySelector('#nav-top')
  const link = Array.from(nav?.querySelectorAll<HTMLElement>('[role=button]') ?? []).find(
    (candidate) => candidate.textContent?.trim() === page,
  )
  if (!link) throw new Error(`no link to page ${page}`)
  return link
}

describe('the form under a comment that leaves the thread shown', () => {
  it('ends an edit when another page is shown: home, said why, the lock released, and the edit back at the next Edit', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    // A list of comments in pages, where a moderator edits one in its place.
    const { element, draftValues } = mount({ object: 43 })
    await user.click(pageLink(element, '1'))
    await settled()
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    await user.type(commentField(home(element)), 'Written before the edit.')
    const edit = control(element, (action) => action.type === 'edit')
    const id = Number(edit.closest('[id^=comment-item-]')?.id.replace('comment-item-', ''))
    await user.click(edit)
    await settled()
    const inline = element.querySelector(`#comment-item-${id} #comments-form`) as HTMLFormElement
    await user.type(commentField(inline), ' Edited.')
    const edited = commentField(inline).value

    await user.click(pageLink(element, '2'))
    await settled()
    expect(element.querySelector(`#comment-item-${id}`)).toBeNull()
    const form = home(element)
    // Save would have overwritten the comment from a form that says "Add comment".
    expect(form.querySelector('input[name=id]')).toBeNull()
    expect(commentField(form).value).toBe('Written before the edit.')
    expect(form.querySelector('#comments-form-message')?.textContent).toBe(
      answerStrings.en.editedGone,
    )
    expect(emulation.actions.at(-1)).toBe('JCommentsCancelComment')
    expect(emulation.bodies.at(-1)?.getAll('jtxa[]')).toEqual([String(id)])
    expect(draftValues[editDraftKey('com_content', 43, id)]?.comment).toBe(edited)

    await user.click(pageLink(element, '1'))
    await settled()
    await user.click(
      control(element, (action) => action.type === 'edit' && action.commentId === id),
    )
    await settled()
    const again = element.querySelector(`#comment-item-${id} #comments-form`) as HTMLFormElement
    expect(commentField(again).value).toBe(edited)
  })

  it('turns a reply into a new comment when a refresh shows its comment gone, unpublished by a moderator meanwhile', async () => {
    emulation.server.actor = 'guest'
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(
      control(element, (action) => action.type === 'reply' && action.commentId === 16),
    )
    await settled()
    const inline = element.querySelector('#comment-item-16 #comments-form') as HTMLFormElement
    await user.type(commentField(inline), 'An answer to sixteen.')
    emulation.server.actor = 'admin'
    emulation.server.respond({
      url: 'http://localhost/component/jcomments/?tmpl=component&lang=en',
      body: 'jtxf=JCommentsPublishComment&jtxa%5B%5D=16',
    })
    emulation.server.actor = 'guest'

    await user.click(control(element, (action) => action.type === 'showPage'))
    await settled()
    expect(element.querySelector('#comment-item-16')).toBeNull()
    const form = home(element)
    expect(form.querySelector('input[name=parent]')).toBeNull()
    expect(commentField(form).value).toBe('An answer to sixteen.')
    expect(form.querySelector('#comments-form-message')?.textContent).toBe(
      answerStrings.en.repliedToGone,
    )
  })

  it('releases the lock of an edited comment a delete only marks, and drops the edit', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, draftValues } = mount()
    await user.click(
      control(element, (action) => action.type === 'edit' && action.commentId === 18),
    )
    await settled()
    const inline = element.querySelector('#comment-item-18 #comments-form') as HTMLFormElement
    await user.type(commentField(inline), ' Edited.')
    await user.click(
      element.querySelector('#comment-toolbar-18 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    // Marked deleted, the comment stays.
    expect(element.querySelector('#comment-item-18')).not.toBeNull()
    const form = home(element)
    expect(form.querySelector('input[name=id]')).toBeNull()
    expect(form.querySelector('#comments-form-message')?.textContent).toBe(
      answerStrings.en.editedDeleted,
    )
    expect(emulation.actions.slice(-2)).toEqual([
      'JCommentsDeleteComment',
      'JCommentsCancelComment',
    ])
    expect(draftValues[editDraftKey('com_content', 42, 18)]).toBeUndefined()
  })
})
