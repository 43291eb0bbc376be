// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commentsStrings } from '../strings.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)
const en = commentsStrings.en

/**
 * What a screen reader hears from a live region: the text of each node put
 * into it, and each change of a text in it. Text left as it was is not heard.
 */
function heardFrom(region: HTMLElement): string[] {
  const heard: string[] = []
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') heard.push(record.target.textContent ?? '')
      for (const node of record.addedNodes) heard.push(node.textContent ?? '')
    }
  }).observe(region, { childList: true, subtree: true, characterData: true })
  return heard
}

describe('the live regions', () => {
  it('say a failure again when the same call fails again with the same words', async () => {
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element } = mount()
    const heard = heardFrom(screen.getByRole('alert'))
    const refresh = () => element.querySelector('#comments h4 a.refresh') as HTMLElement
    await user.click(refresh())
    await settled()
    await user.click(refresh())
    await settled()
    expect(heard.filter((text) => text === en.noAnswer)).toHaveLength(2)
  })

  it('say the server’s refusal again when the visitor sends the same thing again', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-14') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    const submit = await within(item).findByRole('button', { name: 'Submit' })
    const heard = heardFrom(screen.getByRole('alert'))
    await user.click(submit)
    await settled()
    await user.click(submit)
    await settled()
    expect(
      heard.filter((text) => text === 'Please enter the reason for your report!'),
    ).toHaveLength(2)
  })

  it('say the server’s news again when a second action brings the same words', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const heard = heardFrom(screen.getByRole('status'))
    for (const id of [13, 15]) {
      const item = element.querySelector(`#comment-item-${id}`) as HTMLElement
      await user.click(within(item).getByText('Report to administrator'))
      await user.type(await within(item).findByLabelText(/reason/i), 'Spam')
      await user.click(within(item).getByRole('button', { name: 'Submit' }))
      await settled()
    }
    expect(heard.filter((text) => text === 'Report successfully sent!')).toHaveLength(2)
  })
})
