// @vitest-environment jsdom
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)

describe('a quote the visitor asked for while they went on typing', () => {
  it('lands where they asked for it, before what they typed while it came, and their typing goes on after it', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element } = mount()
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    const field = within(element.querySelector('#comments-form') as HTMLElement).getByLabelText(
      'Your comment',
    ) as HTMLTextAreaElement
    let answer = () => {}
    emulation.held = new Promise<void>((resolve) => {
      answer = resolve
    })
    await user.click(
      control(element, (action) => action.type === 'quote' && action.commentId === 14),
    )
    await user.click(field)
    await user.keyboard('I agree be')
    answer()
    await settled()
    await user.keyboard('cause')
    expect(field.value).toMatch(/^\[quote name="[^"]+"\][\s\S]+\[\/quote\]\nI agree because$/)
  })
})
