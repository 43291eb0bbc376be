// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { commentsStrings } from '../strings.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)
// The widget's words for the first view and for what follows an answer.
const en = { ...commentsStrings.en, ...answerStrings.en }
const fa = { ...commentsStrings.fa, ...answerStrings.fa }

const messageIn = (root: Element) => root.querySelector('#comments-form-message')
const refreshButton = (root: HTMLElement) => within(root).getByRole('button', { name: en.refresh })
const pageLink = (element: HTMLElement, number: string) =>
  Array.from(element.querySelectorAll<HTMLElement>('#nav-top [role=button]')).find(
    (control) => control.textContent?.trim() === number,
  ) as HTMLElement

// An error page is an answer: the server (or a proxy before it) failed, and says nothing of why.
describe('a call answered with an error page', () => {
  for (const fault of ['status500', 'status502'] as const) {
    it(`that only reads says the server answered with an error (${fault})`, async () => {
      emulation.faults = { ...emulation.faults, [fault]: true }
      const user = userEvent.setup()
      const { element, events } = mount({ object: 43 })
      await user.click(pageLink(element, '2'))
      await settled()
      const message = messageIn(element.querySelector('#jc') as HTMLElement)
      expect(message?.textContent).toBe(`${en.readFailed}${en.dismiss}`)
      expect(screen.getByRole('alert').textContent).toBe(en.readFailed)
      expect(events).toContainEqual({
        type: 'jc-error',
        detail: { message: en.readFailed, target: 'jc', field: '' },
      })
    })
  }

  it('that votes says the vote may have counted, and offers the refresh, in Persian on a Persian page', async () => {
    emulation.faults = { ...emulation.faults, status500: true }
    const user = userEvent.setup()
    const { element } = mount({ object: 21, lang: 'fa' })
    const item = element.querySelector('#comment-item-11') as HTMLElement
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(screen.getByRole('alert').textContent).toBe(fa.answerFailed)
    expect(within(item).getByRole('button', { name: fa.refresh })).toBeTruthy()
  })
})

describe('a call whose answer does not arrive', () => {
  it('that only reads says the server did not answer, and nothing more', async () => {
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element, events } = mount({ object: 43 })
    await user.click(pageLink(element, '2'))
    await settled()
    const message = messageIn(element.querySelector('#jc') as HTMLElement)
    expect(message?.textContent).toBe(`${en.noAnswer}${en.dismiss}`)
    expect(screen.getByRole('alert').textContent).toBe(en.noAnswer)
    expect(screen.queryByRole('button', { name: en.refresh })).toBeNull()
    expect(events).toContainEqual({
      type: 'jc-error',
      detail: { message: en.noAnswer, target: 'jc', field: '' },
    })
  })

  it('that votes says the vote may have counted; the refresh, by keyboard, shows the score the server keeps', async () => {
    emulation.answersLost = true
    const user = userEvent.setup()
    const { element, events, focused } = mount()
    const item = element.querySelector('#comment-item-18') as HTMLElement
    // A reloaded thread is new elements: look the score up again.
    const holder = () => element.querySelector('#comment-vote-holder-18') as HTMLElement
    expect(holder().textContent?.trim()).toBe('+3')
    await user.click(holder().querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(messageIn(item)?.textContent).toBe(`${en.answerLost}${en.refresh}${en.dismiss}`)
    expect(screen.getByRole('alert').textContent).toBe(en.answerLost)
    expect(events).toContainEqual({
      type: 'jc-error',
      detail: { message: en.answerLost, target: 'comment-item-18', field: '' },
    })
    expect(holder().textContent?.trim()).toBe('+3')

    emulation.answersLost = false
    refreshButton(item).focus()
    await user.keyboard('{Enter}')
    await settled()
    expect(emulation.actions).toEqual(['JCommentsVoteComment', 'JCommentsShowPage'])
    // The server had counted it: the reloaded comment shows it, and offers no second vote.
    expect(holder().textContent?.trim()).toBe('+4')
    expect(holder().querySelector('a')).toBeNull()
    expect(messageIn(element)).toBeNull()
    expect(focused).toEqual(['comment-item-18'])
  })

  it('that opens the report form says so, and leaves no spinner behind', async () => {
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-14') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    await settled()
    expect(messageIn(item)?.textContent).toBe(`${en.noAnswer}${en.dismiss}`)
    expect(item.querySelector('#comments-inline-report')).toBeNull()
    expect(within(item).queryByText(en.busy)).toBeNull()
  })

  it('that files a report keeps what the visitor wrote, and says the report may have been filed', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-12') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    await user.type(await within(item).findByLabelText(/name/i), 'Sara')
    await user.type(within(item).getByLabelText(/reason/i), 'Spam')
    emulation.answersLost = true
    await user.click(within(item).getByRole('button', { name: 'Submit' }))
    await settled()
    const form = item.querySelector('#comments-inline-report') as HTMLElement
    expect(messageIn(form)?.textContent).toBe(`${en.answerLost}${en.refresh}${en.dismiss}`)
    expect((within(form).getByLabelText(/reason/i) as HTMLInputElement).value).toBe('Spam')

    emulation.answersLost = false
    await user.click(refreshButton(form))
    await settled()
    expect(emulation.actions.at(-1)).toBe('JCommentsShowPage')
    expect(messageIn(element)).toBeNull()
    // The report is still open with its text; sent again, the server says it has it.
    expect((within(form).getByLabelText(/reason/i) as HTMLInputElement).value).toBe('Spam')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await settled()
    expect(messageIn(form)?.textContent).toMatch(/more than once/)
  })

  it('that is a refresh says so in the same place, keeping its button and the focus on it', async () => {
    emulation.answersLost = true
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-13') as HTMLElement
    await user.click(item.querySelector('a.vote-poor') as HTMLElement)
    await settled()
    emulation.answersLost = false
    emulation.faults = { ...emulation.faults, connectionReset: true }
    await user.click(refreshButton(item))
    await settled()
    expect(messageIn(item)?.textContent).toBe(`${en.noAnswer}${en.refresh}${en.dismiss}`)
    expect(document.activeElement).toBe(refreshButton(item))
    emulation.faults = { ...emulation.faults, connectionReset: false }
    await user.keyboard('{Enter}')
    await settled()
    expect(messageIn(element)).toBeNull()
    expect(element.querySelector('#comment-vote-holder-13 a')).toBeNull()
  })

  it('goes away once the same call is answered', async () => {
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-16') as HTMLElement
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(messageIn(item)).not.toBeNull()
    emulation.faults = { ...emulation.faults, connectionReset: false }
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    // The vote's own answer, counted, takes the doubt's place.
    expect(messageIn(item)?.className).toBe('comments-form-message-info')
    expect(messageIn(item)?.textContent).toMatch(new RegExp(`^${en.voteCounted}`))
    expect(item.querySelector('.jc-refresh')).toBeNull()
    expect(item.querySelector('#comment-vote-holder-16 a')).toBeNull()
  })

  it('reloads the page of the list the visitor is on', async () => {
    const user = userEvent.setup()
    const { element } = mount({ object: 43 })
    await user.click(pageLink(element, '2'))
    await settled()
    const item = element.querySelector('#comments-list [id^=comment-item-]') as HTMLElement
    emulation.answersLost = true
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    emulation.answersLost = false
    await user.click(refreshButton(item))
    await settled()
    expect(emulation.bodies.at(-1)?.getAll('jtxa[]')).toEqual(['43', 'com_content', '2'])
    expect(element.querySelector('#nav-top .activepage')?.textContent?.trim()).toBe('2')
    expect(element.querySelector(`#${item.id} .comments-vote a`)).toBeNull()
  })

  it('that is unreadable is not taken for an answer, and says the server answered', async () => {
    emulation.faults = { ...emulation.faults, garbage: true }
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-17') as HTMLElement
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(messageIn(item)?.textContent).toBe(`${en.answerUnreadable}${en.refresh}${en.dismiss}`)
    expect(item.querySelector('.jc-score-stale')).toBeNull()
  })

  it('asked from below the thread says so under the thread, and Dismiss gives the focus back to the control', async () => {
    emulation.server.actor = 'registered'
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element, focused } = mount()
    const subscribe = element.querySelector('#comments-subscription') as HTMLElement
    const action = subscribe.getAttribute('data-jc-action')
    subscribe.focus()
    await user.keyboard('{Enter}')
    await settled()
    // Under the thread, where the visitor is: not at the top of the block, out of sight.
    expect(element.querySelector('#comments + #comments-form-message')?.textContent).toBe(
      `${en.answerLost}${en.refresh}${en.dismiss}`,
    )
    expect(element.querySelector('#comments')?.querySelector('#comments-form-message')).toBeNull()
    await user.click(within(element).getByRole('button', { name: en.dismiss }))
    expect(messageIn(element)).toBeNull()
    expect(focused).toEqual([`comments-subscription ${action}`])
  })

  it('that is the bottom page numbers’ says so under the thread; the top ones’ at the top of the block', async () => {
    emulation.faults = { ...emulation.faults, connectionReset: true }
    const user = userEvent.setup()
    const { element } = mount({ object: 43 })
    const numbered = (nav: string) =>
      Array.from(element.querySelectorAll<HTMLElement>(`${nav} [role=button]`)).find(
        (control) => control.textContent?.trim() === '2',
      ) as HTMLElement
    await user.click(numbered('#nav-bottom'))
    await settled()
    expect(element.querySelector('#comments + #comments-form-message')).not.toBeNull()
    await user.click(numbered('#nav-top'))
    await settled()
    expect(element.querySelector('#comments + #comments-form-message')).toBeNull()
    expect(element.querySelector('#jc > #comments-form-message + #comments')).not.toBeNull()
  })

  it('that the message’s Refresh mends, under the thread, says the comments are up to date with the focus back on the control', async () => {
    emulation.server.actor = 'registered'
    emulation.answersLost = true
    const user = userEvent.setup()
    const { element, focused } = mount()
    const subscribe = element.querySelector('#comments-subscription') as HTMLElement
    const action = subscribe.getAttribute('data-jc-action')
    await user.click(subscribe)
    await settled()
    const message = element.querySelector('#comments + #comments-form-message') as HTMLElement
    expect(message.textContent).toBe(`${en.answerLost}${en.refresh}${en.dismiss}`)
    emulation.answersLost = false
    refreshButton(message).focus()
    await user.keyboard('{Enter}')
    await settled()
    expect(messageIn(element)).toBeNull()
    // The server had done it: the link now offers the opposite.
    expect(element.querySelector('#comments-subscription')?.textContent).toBe('Unsubscribe')
    expect(screen.getByRole('status').textContent).toBe(en.refreshed)
    expect(focused).toEqual([`comments-subscription ${action}`])
  })

  it('speaks Persian on a Persian page', async () => {
    emulation.answersLost = true
    const user = userEvent.setup()
    const { element } = mount({ object: 21, lang: 'fa' })
    const item = element.querySelector('#comment-item-11') as HTMLElement
    await user.click(item.querySelector('a.vote-good') as HTMLElement)
    await settled()
    expect(screen.getByRole('alert').textContent).toBe(fa.answerLost)
    expect(within(item).getByRole('button', { name: fa.refresh })).toBeTruthy()
  })
})
