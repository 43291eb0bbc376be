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

type Mounted = ReturnType<typeof mount>

/** Votes on a comment from a page printed before this visitor's vote on it: the server refuses. */
async function voteTwice(object: number, lang: 'en' | 'fa', id: number): Promise<Mounted> {
  const user = userEvent.setup()
  const stale = emulation.server.renderPageBlock(object, 'com_content', lang)
  const first = mount({ object, lang })
  await user.click(
    first.element.querySelector(`#comment-vote-holder-${id} a.vote-good`) as HTMLElement,
  )
  await settled()
  const again = mount({ object, lang, markup: stale })
  await user.click(
    again.element.querySelector(`#comment-vote-holder-${id} a.vote-good`) as HTMLElement,
  )
  await settled()
  return again
}

describe('a vote the server refuses', () => {
  it('says at the comment, in the server’s words, that it was not counted, and marks the old score', async () => {
    const { element, alerts, events } = await voteTwice(42, 'en', 15)
    const item = element.querySelector('#comment-item-15') as HTMLElement
    const said = `You have already voted for this comment! ${en.voteNotCounted}`
    expect(alerts).toEqual([])
    expect(item.querySelector('#comments-form-message')?.textContent).toBe(
      `${said}${en.refresh}${en.dismiss}`,
    )
    expect(screen.getByRole('alert').textContent).toBe(said)
    const holder = item.querySelector('#comment-vote-holder-15') as HTMLElement
    expect(holder.querySelector('.jc-score-stale')?.textContent).toBe('+1')
    expect(holder.textContent).toContain(en.staleScore)
    expect(events).toContainEqual({
      type: 'jc-error',
      detail: { message: said, target: 'comment-item-15', field: '' },
    })
    expect(events.map((event) => event.type)).not.toContain('jc-voted')
  })

  it('shows the current score, unmarked, once refreshed', async () => {
    const user = userEvent.setup()
    const { element } = await voteTwice(42, 'en', 16)
    const item = element.querySelector('#comment-item-16') as HTMLElement
    // A reloaded thread is new elements: look the score up again.
    const holder = () => element.querySelector('#comment-vote-holder-16') as HTMLElement
    expect(holder().querySelector('.jc-score-stale')?.textContent).toBe('0')
    await user.click(within(item).getByRole('button', { name: en.refresh }))
    await settled()
    expect(holder().textContent?.trim()).toBe('+1')
    expect(holder().querySelector('.jc-score-stale, a')).toBeNull()
    expect(element.querySelector('#comments-form-message')).toBeNull()
  })

  it('says only that it was not counted when the server says nothing', async () => {
    emulation.answer = '[  ]'
    const user = userEvent.setup()
    const { element, alerts } = mount()
    await user.click(element.querySelector('#comment-vote-holder-17 a.vote-good') as HTMLElement)
    await settled()
    expect(alerts).toEqual([])
    expect(screen.getByRole('alert').textContent).toBe(en.voteNotCounted)
    expect(element.querySelectorAll('#comment-vote-holder-17 .jc-score-note')).toHaveLength(1)
  })

  it('speaks Persian on a Persian page', async () => {
    const { element } = await voteTwice(21, 'fa', 11)
    const holder = element.querySelector('#comment-vote-holder-11') as HTMLElement
    expect(screen.getByRole('alert').textContent).toBe(
      `شما قبلاً به این نظر رأی داده‌اید! ${fa.voteNotCounted}`,
    )
    expect(holder.textContent).toContain(fa.staleScore)
  })
})
