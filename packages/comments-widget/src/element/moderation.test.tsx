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
    await user.click(
      agreed.element.querySelector('#comment-toolbar-16 .toolbar-button-delete') as HTMLElement,
    )
    await settled()
    expect(agreed.element.querySelector('#comment-item-16')).toBeNull()
    expect(agreed.events).toContainEqual({ type: 'jc-deleted', detail: { commentId: 16 } })
  })

  it('publishes and bans for a moderator, with the server’s message at the top of the comment', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, events } = mount()
    await user.click(
      element.querySelector('#comment-toolbar-14 .toolbar-button-publish') as HTMLElement,
    )
    await settled()
    expect(element.querySelector('#comment-toolbar-14 .toolbar-button-unpublish')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-published', detail: { commentId: 14 } })
    await user.click(
      element.querySelector('#comment-toolbar-14 .toolbar-button-ban') as HTMLElement,
    )
    await settled()
    expect(element.querySelector('#comment-item-14 .comments-form-message-info')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-banned', detail: { commentId: 14 } })
  })
})
