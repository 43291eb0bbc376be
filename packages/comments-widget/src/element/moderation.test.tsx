// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
  })

  it('publishes and bans for a moderator, with the server’s message at the top of the comment', async () => {
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
    const ban = element.querySelector('#comment-toolbar-14 .toolbar-button-ban') as HTMLElement
    await user.click(ban)
    await settled()
    expect(element.querySelector('#comment-item-14 .comments-form-message-info')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-banned', detail: { commentId: 14 } })
    // The comment stays as it was: the focus stays on Ban.
    expect(document.activeElement).toBe(ban)
    expect(focused).toHaveLength(1)
  })
})
