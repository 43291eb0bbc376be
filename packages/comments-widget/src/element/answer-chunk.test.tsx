// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { commentsStrings } from '../strings.ts'
import { emulatedServer } from '../testing/emulated-server.ts'

const emulation = emulatedServer()
const { en } = commentsStrings
let mount: ReturnType<typeof import('../testing/mount-element.tsx')['mountWith']>
let settled: typeof import('../testing/mount-element.tsx')['settled']

// A page whose first call finds the code that applies answers gone (a deploy removed its
// chunk, the connection dropped): fresh modules, and that chunk's download fails.
beforeEach(async () => {
  vi.resetModules()
  vi.doMock('../controller/answer-chunk.ts', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const harness = await import('../testing/mount-element.tsx')
  const { sanitizerReady } = await import('@jc/widget-kit')
  await sanitizerReady(window)
  mount = harness.mountWith(emulation)
  settled = harness.settled
})

describe('the code that applies answers, when it does not arrive', () => {
  it('fails a vote as a lost answer: it may have counted, the refresh is offered, nothing else changes', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-18') as HTMLElement
    const holder = () => element.querySelector('#comment-vote-holder-18') as HTMLElement
    await user.click(holder().querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(item.querySelector('#comments-form-message')?.textContent).toBe(
      `${en.answerLost}${en.refresh}${en.dismiss}`,
    )
    expect(screen.getByRole('alert').textContent).toBe(en.answerLost)
    expect(holder().textContent?.trim()).toBe('+3')
    expect(element.querySelector('[aria-busy=true]')).toBeNull()
  })
})
