// @vitest-environment jsdom
import { demoThreads } from '@jc/server-emulation'
import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { emulatedServer } from '../testing/emulated-server.ts'
import { longThread } from '../testing/long-thread.ts'
import { mountWith } from '../testing/mount-element.tsx'

const emulation = emulatedServer({ threads: [...demoThreads, longThread(77, 80)] })
const mount = mountWith(emulation)

/** What the element holds at the moment it says it is ready. */
function whenReady<Seen>(read: (element: Element) => Seen): Promise<Seen> {
  return new Promise((resolve) =>
    document.addEventListener('jc-ready', (event) => resolve(read(event.target as Element)), {
      once: true,
    }),
  )
}

const types = (events: readonly { type: string }[]) => events.map((event) => event.type)

describe('jc-ready', () => {
  it('comes once the page printed without handlers came back with them, when its controls work', async () => {
    const stripped = emulation.server
      .renderPageBlock(42, 'com_content', 'en')
      .replace(/\s+on[a-z]+="[^"]*"/g, '')
    const controls = whenReady((element) => element.querySelectorAll('[data-jc-action]').length)
    const { events, touch } = mount({ markup: stripped })
    await act(async () => {})
    // Until the visitor touches the thread, nothing is asked and the loader keeps holding clicks.
    expect(emulation.actions).toEqual([])
    expect(types(events)).toEqual([])
    touch()
    expect(await controls).toBeGreaterThan(5)
    expect(emulation.actions).toEqual(['JCommentsShowPage'])
    expect(types(events)).toEqual(['jc-loaded', 'jc-ready'])
  })

  it('keeps the printed thread while a pointer is held down on it: a control replaced between press and release would lose its click', async () => {
    const stripped = emulation.server
      .renderPageBlock(42, 'com_content', 'en')
      .replace(/\s+on[a-z]+="[^"]*"/g, '')
    const { element, events, touch, release } = mount({ markup: stripped, pressing: true })
    await act(async () => {})
    const printed = element.querySelector('#comment-vote-holder-18 a.vote-good')
    touch()
    await waitFor(() => expect(emulation.actions).toEqual(['JCommentsShowPage']))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(printed?.isConnected).toBe(true)
    expect(types(events)).toEqual([])
    release()
    await waitFor(() => expect(types(events)).toEqual(['jc-loaded', 'jc-ready']))
    expect(printed?.isConnected).toBe(false)
  })

  it('comes without a call when the printed markup carries its handlers, and only once', async () => {
    const user = userEvent.setup()
    const ready = whenReady((element) => element)
    const { events } = mount()
    const element = await ready
    expect(emulation.actions).toEqual([])
    const vote = element.querySelector<HTMLElement>('#comment-vote-holder-18 a.vote-good')
    await user.click(vote as HTMLElement)
    await waitFor(() => expect(types(events)).toContain('jc-voted'))
    expect(element.querySelector('#comment-vote-holder-18')?.textContent?.trim()).toBe('+4')
    expect(types(events).filter((type) => type === 'jc-ready')).toHaveLength(1)
  })

  it('waits for the last slice of a long printed thread', async () => {
    const lastShown = whenReady((element) => element.querySelector('#comment-1079') !== null)
    const { element } = mount({ object: 77 })
    expect(element.querySelector('#comment-1000')).not.toBeNull()
    expect(element.querySelector('#comment-1079')).toBeNull()
    expect(await lastShown).toBe(true)
  })
})
