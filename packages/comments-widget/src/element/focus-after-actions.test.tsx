// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)

describe('a vote by keyboard', () => {
  for (const { key, name, object, lang, id } of [
    { key: '{Enter}', name: 'Enter', object: 42, lang: 'en', id: 12 },
    { key: ' ', name: 'Space', object: 21, lang: 'fa', id: 11 },
  ] as const) {
    it(`${name} on a vote button votes, moves the focus to the new score, and says so politely in ${lang}`, async () => {
      const user = userEvent.setup()
      const { element, focused } = mount({ object, lang })
      const up = element.querySelector(`#comment-vote-holder-${id} a.vote-good`) as HTMLElement
      expect(up.getAttribute('role')).toBe('button')
      up.focus()
      await user.keyboard(key)
      await settled()
      const holder = element.querySelector(`#comment-vote-holder-${id}`) as HTMLElement
      const score = holder.textContent?.trim() ?? ''
      // A Persian page shows the score in Persian digits.
      expect(score).toMatch(lang === 'fa' ? /^\+[۰-۹]+$/ : /^\+\d+$/)
      expect(holder.querySelector('a')).toBeNull()
      expect(holder.getAttribute('tabindex')).toBe('-1')
      expect(focused).toEqual([`comment-vote-holder-${id}`])
      expect(screen.getByRole('status').textContent).toBe(
        `${answerStrings[lang].voteCounted} \u2066${score}\u2069`,
      )
      expect(screen.getByRole('alert').textContent).toBe('')
    })
  }

  it('moves the focus to the score a refused vote left too', async () => {
    const user = userEvent.setup()
    const stale = emulation.server.renderPageBlock(42, 'com_content', 'en')
    await user.click(
      mount().element.querySelector('#comment-vote-holder-13 a.vote-good') as HTMLElement,
    )
    await settled()
    const { element, focused } = mount({ markup: stale })
    await user.click(element.querySelector('#comment-vote-holder-13 a.vote-good') as HTMLElement)
    await settled()
    expect(focused).toEqual(['comment-vote-holder-13'])
    expect(element.querySelector('#comment-vote-holder-13')?.getAttribute('tabindex')).toBe('-1')
    expect(screen.getByRole('alert').textContent).toContain(answerStrings.en.voteNotCounted)
  })
})

describe('the report form', () => {
  const report = (id: number) => `comment-item-${id} {"type":"report","commentId":${id}}`

  it('closes on Escape and on Cancel, and gives the focus back to the Report control', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const item = element.querySelector('#comment-item-14') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    await within(item).findByLabelText(/reason/i)
    await user.keyboard('{Escape}')
    expect(item.querySelector('#comments-inline-report')).toBeNull()
    await user.click(within(item).getByText('Report to administrator'))
    await user.click(await within(item).findByRole('button', { name: 'Cancel' }))
    expect(item.querySelector('#comments-inline-report')).toBeNull()
    expect(focused).toEqual([report(14), report(14)])
  })

  it('moves the focus to the field left empty when the server refuses the report', async () => {
    const user = userEvent.setup()
    const { element } = mount()
    const item = element.querySelector('#comment-item-15') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    await user.type(await within(item).findByLabelText(/name/i), 'Sara')
    const submit = within(item).getByRole('button', { name: 'Submit' })
    await user.click(submit)
    await settled()
    expect(screen.getByRole('alert').textContent).toMatch(/reason/i)
    expect(document.activeElement).toBe(within(item).getByLabelText(/reason/i))
  })

  it('moves the focus to the server’s confirmation once the report is filed', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const item = element.querySelector('#comment-item-15') as HTMLElement
    await user.click(within(item).getByText('Report to administrator'))
    await user.type(await within(item).findByLabelText(/name/i), 'Sara')
    await user.type(within(item).getByLabelText(/reason/i), 'Spam')
    await user.click(within(item).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(focused).toEqual(['comments-inline-report']))
    const confirmation = item.querySelector('#comments-inline-report') as HTMLElement
    expect(confirmation.tabIndex).toBe(-1)
    expect(confirmation.textContent).toBe(screen.getByRole('status').textContent)
    expect(confirmation.textContent).not.toBe('')
  })
})

describe('controls an answer renders again', () => {
  const refreshAction = (object: number) =>
    `{"type":"showPage","objectId":${object},"objectGroup":"com_content","page":0}`

  it('keeps the focus on the refresh link used, at the top or the bottom, and says the comments are up to date', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const refreshLinks = () => Array.from(element.querySelectorAll<HTMLElement>('a.refresh'))
    refreshLinks()[0]?.focus()
    await user.keyboard('{Enter}')
    await settled()
    refreshLinks()[1]?.focus()
    await user.keyboard('{Enter}')
    await settled()
    expect(focused).toEqual([
      `comments ${refreshAction(42)}`,
      `comments-list-footer ${refreshAction(42)}`,
    ])
    expect(screen.getByRole('status').textContent).toBe(answerStrings.en.refreshed)
  })

  for (const { lang, object, said } of [
    { lang: 'en', object: 43, said: 'Page 2 of the comments.' },
    { lang: 'fa', object: 22, said: 'صفحهٔ ۲ نظرات.' },
  ] as const) {
    it(`shows another page from its start with the focus on the thread, and says which page in ${lang}`, async () => {
      const user = userEvent.setup()
      const { element, focused } = mount({ object, lang })
      const bottom = element.querySelector('#nav-bottom') ?? element.querySelector('#nav-top')
      const page2 = Array.from(bottom?.querySelectorAll<HTMLElement>('[role=button]') ?? []).find(
        (control) => /^[2۲]$/.test(control.textContent?.trim() ?? ''),
      )
      page2?.focus()
      await user.keyboard('{Enter}')
      await settled()
      expect(focused).toEqual(['comments at its start'])
      expect(screen.getByRole('status').textContent).toBe(said)
    })
  }

  for (const { name, find } of [
    {
      name: 'the subscription link',
      find: (root: Element) => root.querySelector('#comments-subscription'),
    },
    {
      name: "a comment's vote button",
      find: (root: Element) => root.querySelector('#comment-vote-holder-12 a.vote-poor'),
    },
  ]) {
    it(`keeps the focus on ${name}, reached while the refresh was out, in the thread drawn again`, async () => {
      emulation.server.actor = 'registered'
      const user = userEvent.setup()
      const { element } = mount()
      let answer = () => {}
      emulation.held = new Promise<void>((resolve) => {
        answer = resolve
      })
      ;(element.querySelector('a.refresh') as HTMLElement).focus()
      await user.keyboard('{Enter}')
      const reached = find(element) as HTMLElement
      reached.focus()
      answer()
      await waitFor(() => expect(reached.isConnected).toBe(false))
      await settled()
      const copy = find(element)
      expect(copy).not.toBeNull()
      expect(document.activeElement).toBe(copy)
      expect(screen.getByRole('status').textContent).toBe(answerStrings.en.refreshed)
    })
  }

  it('keeps the focus on the subscription link, which now says the opposite, and says so', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element, focused } = mount()
    const link = () => element.querySelector('#comments-subscription') as HTMLElement
    link().focus()
    await user.keyboard('{Enter}')
    await settled()
    expect(link().textContent).toBe('Unsubscribe')
    expect(screen.getByRole('status').textContent).toBe(answerStrings.en.subscribed)
    await user.click(link())
    await settled()
    expect(link().textContent).toBe('Subscribe')
    expect(screen.getByRole('status').textContent).toBe(answerStrings.en.unsubscribed)
    expect(focused).toEqual(['comments-subscription', 'comments-subscription'])
  })
})

describe('where the visitor went while the call was out', () => {
  const hold = () => {
    let answer = () => {}
    emulation.held = new Promise<void>((resolve) => {
      answer = resolve
    })
    return () => answer()
  }

  it('leaves the focus in the page’s own field the visitor went to type in while a vote was out', async () => {
    const user = userEvent.setup()
    const { element, focused } = mount()
    const search = document.createElement('input')
    search.setAttribute('aria-label', 'Search')
    document.body.append(search)
    const answer = hold()
    await user.click(element.querySelector('#comment-vote-holder-17 a.vote-good') as HTMLElement)
    await user.click(search)
    await user.keyboard('joomla')
    answer()
    await settled()
    expect(element.querySelector('#comment-vote-holder-17 a')).toBeNull()
    expect(focused).toEqual([])
    expect(document.activeElement).toBe(search)
    search.remove()
  })

  it('leaves the focus in the reply the visitor went to type while a refresh was out', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element, focused } = mount()
    const reply = () =>
      element.querySelector('#comment-item-12')?.querySelector('textarea') as HTMLTextAreaElement
    await user.click(
      within(element.querySelector('#comment-item-12') as HTMLElement).getByText('Reply'),
    )
    await waitFor(() => expect(reply()).not.toBeNull())
    await settled()
    const answer = hold()
    await user.click(element.querySelector('a.refresh') as HTMLElement)
    await user.click(reply())
    await user.keyboard('Typed while')
    answer()
    await settled()
    expect(screen.getByRole('status').textContent).toBe(answerStrings.en.refreshed)
    expect(focused).toEqual([])
    expect(document.activeElement).toBe(reply())
    expect(reply().value).toBe('Typed while')
  })

  for (const { name, open, field } of [
    {
      name: 'a reply form',
      open: (item: HTMLElement) => within(item).getByText('Reply'),
      field: (item: HTMLElement) => item.querySelector('textarea'),
    },
    {
      name: 'a report form',
      open: (item: HTMLElement) => within(item).getByText('Report to administrator'),
      field: (item: HTMLElement) => item.querySelector('#comments-inline-report input'),
    },
  ]) {
    it(`leaves the focus in the page’s own field the visitor went to while ${name} was on its way`, async () => {
      const user = userEvent.setup()
      const { element } = mount()
      const item = element.querySelector('#comment-item-14') as HTMLElement
      const search = document.createElement('input')
      search.setAttribute('aria-label', 'Search')
      document.body.append(search)
      const answer = hold()
      await user.click(open(item))
      await user.click(search)
      answer()
      await waitFor(() => expect(field(item)).not.toBeNull())
      await settled()
      expect(document.activeElement).toBe(search)
      search.remove()
      // Asked for and waited for, it takes the focus.
      await user.click(within(item).getByText('Cancel'))
      await user.click(open(item))
      await waitFor(() => expect(document.activeElement).toBe(field(item)))
    })
  }
})
