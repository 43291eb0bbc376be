// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerStrings } from '../answer-strings.ts'
import { commentsStrings } from '../strings.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)
const en = commentsStrings.en

/** A block printed without its handlers, whose quiet reload at the visitor's first touch failed. */
async function mountAfterFailedFirstTouch(object = 42) {
  const stripped = emulation.server
    .renderPageBlock(object, 'com_content', 'en')
    .replace(/\s+on[a-z]+="[^"]*"/g, '')
  const mounted = mount({ object, markup: stripped })
  emulation.failing = ['JCommentsShowPage']
  mounted.touch()
  await waitFor(() => expect(emulation.actions).toEqual(['JCommentsShowPage']))
  await settled()
  return mounted
}

describe('<jc-comments> takes over the server block', () => {
  it('shows the server’s thread at once, nested as the server nests it', () => {
    const { element } = mount({ object: 21, lang: 'fa' })
    expect(element.querySelector('#jc #comments #comments-list-0 #comment-item-1')).not.toBeNull()
    expect(
      element.querySelector('#comment-item-1 + #comments-list-1 #comment-item-2'),
    ).not.toBeNull()
    expect(element.querySelector('#jc')?.getAttribute('dir')).toBe('rtl')
  })

  it('speaks the page’s language where its own lang is one it has no strings in', () => {
    document.documentElement.lang = 'fa'
    try {
      const { element } = mount({
        object: 21,
        lang: 'de',
        markup: emulation.server.renderPageBlock(21, 'com_content', 'fa'),
      })
      expect(element.querySelector('#jc')?.getAttribute('lang')).toBe('fa')
      expect(element.querySelector('#jc')?.getAttribute('dir')).toBe('rtl')
    } finally {
      document.documentElement.removeAttribute('lang')
    }
  })

  it('reloads the page quietly at the first touch when the markup came without its handlers, then binds every control', async () => {
    const stripped = emulation.server
      .renderPageBlock(42, 'com_content', 'en')
      .replace(/\s+on[a-z]+="[^"]*"/g, '')
    const { element, touch } = mount({ markup: stripped })
    await act(async () => {})
    // A reader who has not touched the thread gets no call.
    expect(emulation.actions).toEqual([])
    expect(element.querySelector('#comment-item-18')).not.toBeNull()
    touch()
    await waitFor(() => expect(emulation.actions).toEqual(['JCommentsShowPage']))
    await settled()
    expect(element.querySelectorAll('[data-jc-action]').length).toBeGreaterThan(5)
  })

  it('tries the reload again when a printed control whose reload failed is clicked: says why it did nothing, or does it once the actions come', async () => {
    const { element } = await mountAfterFailedFirstTouch()
    // The first touch's reload is quiet: a reader who only pointed at the thread is told nothing.
    expect(element.querySelector('#comments-form-message')).toBeNull()
    const vote = element.querySelector('#comment-vote-holder-18 a.vote-good') as HTMLElement
    expect(vote.hasAttribute('data-jc-action')).toBe(false)
    // Followed, the link to `#` would take the reader to the top of the page.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    vote.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await waitFor(() => expect(emulation.actions).toHaveLength(2))
    await settled()
    expect(element.querySelector('#comments-form-message')?.textContent).toBe(
      `${answerStrings.en.readFailed}${en.refresh}${en.dismiss}`,
    )
    expect(screen.getByRole('alert').textContent).toBe(answerStrings.en.readFailed)
    // The server is back: the next click brings the actions, and counts as the vote it was.
    emulation.failing = []
    vote.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await waitFor(() =>
      expect(emulation.actions).toEqual([
        'JCommentsShowPage',
        'JCommentsShowPage',
        'JCommentsShowPage',
        'JCommentsVoteComment',
      ]),
    )
    await settled()
    expect(element.querySelector('#comment-vote-holder-18 a')).toBeNull()
    expect(element.querySelector('#comment-item-18 #comments-form-message')?.textContent).toContain(
      answerStrings.en.voteCounted,
    )
  })

  it('tries the reload again when a printed page number is clicked after it failed, then shows that page', async () => {
    const { element } = await mountAfterFailedFirstTouch(43)
    const second = () =>
      Array.from(element.querySelectorAll<HTMLElement>('#nav-top .page')).find(
        (number) => number.textContent?.trim() === '2',
      ) as HTMLElement
    second().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await waitFor(() => expect(emulation.actions).toHaveLength(2))
    await settled()
    expect(screen.getByRole('alert').textContent).toBe(answerStrings.en.readFailed)
    emulation.failing = []
    second().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await waitFor(() =>
      expect(element.querySelector('#nav-top .activepage')?.textContent).toBe('2'),
    )
    expect(emulation.actions).toHaveLength(4)
  })

  it('says the failed reload under the thread when the printed control clicked is below it: a bottom page number, the refresh link', async () => {
    const { element } = await mountAfterFailedFirstTouch(43)
    const bottomSecond = Array.from(
      element.querySelectorAll<HTMLElement>('#nav-bottom .page'),
    ).find((number) => number.textContent?.trim() === '2') as HTMLElement
    bottomSecond.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await waitFor(() => expect(emulation.actions).toHaveLength(2))
    await settled()
    const said = `${answerStrings.en.readFailed}${en.refresh}${en.dismiss}`
    expect(element.querySelector('#comments + #comments-form-message')?.textContent).toBe(said)
    act(() => screen.getByRole('button', { name: en.dismiss }).click())
    const refresh = element.querySelector('#comments-list-footer a.refresh') as HTMLElement
    refresh.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await waitFor(() => expect(emulation.actions).toHaveLength(3))
    await settled()
    expect(element.querySelector('#comments + #comments-form-message')?.textContent).toBe(said)
  })

  it('sends nothing when the page’s markup already carries its handlers', async () => {
    mount()
    await act(async () => {})
    expect(emulation.actions).toEqual([])
  })

  it('names an element that holds no block and has no auto-show-list: it would show nothing', async () => {
    const empty = mount({ markup: '' })
    await settled()
    expect(empty.warnings).toEqual([
      "<jc-comments>: it holds no JComments block, so it shows no comments; print the server's div#jc inside it, or add auto-show-list.",
    ])
    const listed = mount({ markup: '', attributes: 'auto-show-list' })
    await settled()
    expect(listed.warnings).toEqual([])
  })

  it('loads page 0 with auto-show-list, and says so', async () => {
    const { element, events } = mount({ markup: '', attributes: 'auto-show-list' })
    await settled()
    expect(emulation.actions).toEqual(['JCommentsShowPage'])
    expect(element.querySelector('#comments-list-0 [id^=comment-item-]')).not.toBeNull()
    expect(events).toContainEqual({ type: 'jc-loaded', detail: { page: 0, commentId: null } })
  })

  it('loads the page holding the comment in the URL fragment, and scrolls to it', async () => {
    const { scrolled, events } = mount({ fragment: 'comment-5' })
    await settled()
    expect(emulation.actions).toEqual(['JCommentsShowComment'])
    expect(scrolled).toEqual(['comment-5'])
    expect(events.map((event) => event.type)).toContain('jc-loaded')
  })

  it('keeps quiet when the fresh copy of a linked comment the page printed fails, and says so when the comment is not in view', async () => {
    emulation.failing = ['JCommentsShowComment']
    const printed = mount({ fragment: 'comment-18' })
    await settled()
    expect(emulation.actions).toEqual(['JCommentsShowComment'])
    expect(printed.element.querySelector('#comment-item-18')).not.toBeNull()
    expect(printed.element.querySelector('#comments-form-message')).toBeNull()
    expect(printed.warnings).toHaveLength(1)
    const elsewhere = mount({ fragment: 'comment-9999' })
    await settled()
    expect(elsewhere.element.querySelector('#comments-form-message')).not.toBeNull()
  })

  it('asks nothing for the comment in the URL fragment with auto-show-comment="false"', async () => {
    mount({ attributes: 'auto-show-comment="false"', fragment: 'comment-5' })
    await settled()
    expect(emulation.actions).toEqual([])
  })

  it('asks for the form when the URL says #addcomments, unless auto-show-form="false"', async () => {
    mount({ attributes: 'auto-show-form="false"', fragment: 'addcomments' })
    await settled()
    expect(emulation.actions).toEqual([])
    mount({ fragment: 'addcomments' })
    await settled()
    expect(emulation.actions).toEqual(['JCommentsShowForm'])
  })

  it('names an object-id that is not the held block’s, and asks for the block’s item', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount({
      object: 99,
      markup: emulation.server.renderPageBlock(42, 'com_content', 'en'),
    })
    expect(warnings).toEqual([
      '<jc-comments>: the attribute object-id is "99"; it should be "42", as its comments say.',
    ])
    await user.click(element.querySelector('#comments h4 a.refresh') as HTMLElement)
    await settled()
    expect(emulation.bodies.at(-1)?.getAll('jtxa[]').slice(0, 2)).toEqual(['42', 'com_content'])
  })

  it('names a wrong attribute in the console and leaves the server’s markup readable', () => {
    const { element, warnings } = mount({ attributes: 'max-length="lots"' })
    expect(warnings).toContain(
      '<jc-comments>: the attribute max-length is "lots"; it should be a positive whole number of characters.',
    )
    expect(element.querySelector('#comment-item-12')).not.toBeNull()
  })
})

describe('<jc-comments> actions', () => {
  it('votes once, however often the visitor clicks, and shows the new score', async () => {
    const user = userEvent.setup()
    const { element, events } = mount()
    const up = element.querySelector('#comment-vote-holder-12 a.vote-good') as HTMLElement
    await user.click(up)
    await user.click(up)
    await settled()
    expect(emulation.actions).toEqual(['JCommentsVoteComment'])
    expect(element.querySelector('#comment-vote-holder-12 a')).toBeNull()
    expect(element.querySelector('#comment-vote-holder-12')?.textContent).toMatch(/\+\d/)
    expect(events).toContainEqual({ type: 'jc-voted', detail: { commentId: 12 } })
  })

  it('opens the report form under the comment, shows the server’s error, then files the report', async () => {
    const user = userEvent.setup()
    const { element, events } = mount()
    await user.click(screen.getAllByText('Report to administrator')[0] as HTMLElement)
    const reason = await screen.findByLabelText(/reason/i)
    expect(document.activeElement).toBe(screen.getByLabelText(/name/i))
    const item = reason.closest('[id^=comment-item-]') as HTMLElement
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(item.querySelector('.comments-form-message-error')?.textContent).toMatch(/reason/i),
    )
    expect(screen.getByRole('alert').textContent).toMatch(/reason/i)
    await user.type(screen.getByLabelText(/name/i), 'Sara')
    await user.type(screen.getByLabelText(/reason/i), 'Spam')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(item.querySelector('.comments-form-message-info')).not.toBeNull())
    expect(element.querySelector('#comments-report-form')).toBeNull()
    expect(events.map((event) => event.type)).toContain('jc-reported')
  })

  it('closes the report form on Cancel', async () => {
    const user = userEvent.setup()
    mount()
    await user.click(screen.getAllByText('Report to administrator')[0] as HTMLElement)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(document.querySelector('#comments-inline-report')).toBeNull()
  })

  it('toggles the subscription for a registered visitor', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element, events } = mount()
    const link = () => element.querySelector('#comments-subscription') as HTMLElement
    await user.click(link())
    await waitFor(() => expect(link().textContent).toBe('Unsubscribe'))
    await user.click(link())
    await waitFor(() => expect(link().textContent).toBe('Subscribe'))
    expect(emulation.actions).toEqual(['JCommentsSubscribe', 'JCommentsUnsubscribe'])
    expect(events.filter((event) => event.type === 'jc-subscription-change')).toEqual([
      { type: 'jc-subscription-change', detail: { subscribed: true } },
      { type: 'jc-subscription-change', detail: { subscribed: false } },
    ])
  })

  it('shows a server alert in a dialog, as the stock client does', async () => {
    emulation.answer = '[ { "n": "al", "d": "Comments are locked <for now>." } ]'
    const user = userEvent.setup()
    const { element, alerts } = mount()
    await user.click(element.querySelector('.refresh') as HTMLElement)
    await settled()
    expect(alerts).toEqual(['Comments are locked <for now>.'])
  })

  it('runs page links from the keyboard', async () => {
    const user = userEvent.setup()
    const { element } = mount({ object: 43 })
    const page2 = Array.from(element.querySelectorAll('#nav-top [role=button]')).find(
      (control) => control.textContent?.trim() === '2',
    ) as HTMLElement
    page2.focus()
    await user.keyboard('{Enter}')
    await settled()
    expect(emulation.actions).toEqual(['JCommentsShowPage'])
    expect(element.querySelector('#nav-top .activepage')?.textContent?.trim()).toBe('2')
  })
})

describe('<jc-comments> when the server misbehaves', () => {
  it('says the call failed, keeps the thread, and lets the visitor try again', async () => {
    emulation.faults = { ...emulation.faults, status500: true }
    const user = userEvent.setup()
    const { element, events } = mount()
    await user.click(element.querySelector('#comment-vote-holder-13 a.vote-poor') as HTMLElement)
    await settled()
    expect(element.querySelector('#comment-item-13 .comments-form-message-error')).not.toBeNull()
    expect(events.map((event) => event.type)).toContain('jc-error')
    expect(element.querySelector('#comment-vote-holder-13 a.vote-poor')).not.toBeNull()
  })

  it('skips a PHP notice that holds brackets before the answer, applies the answer, and names the notice in the console', async () => {
    emulation.answer =
      '<b>Notice</b>: Undefined index: [{ "n": "as" }] in <b>/var/www/x.php</b> on line <b>3</b><br />\n' +
      '[ { "n": "js", "d": "jcomments.updateVote(\'13\',\'<span class=\\"vote-good\\">+9</span>\');" } ]'
    const user = userEvent.setup()
    const { element, warnings } = mount()
    await user.click(element.querySelector('.refresh') as HTMLElement)
    await settled()
    expect(element.querySelector('#comment-vote-holder-13')?.textContent?.trim()).toBe('+9')
    expect(warnings.join('\n')).toMatch(/skipped.*Undefined index/s)
  })

  it('says a refused call (HTTP 403) was refused, offers no refresh, and keeps the vote controls', async () => {
    emulation.answer = '<h1>403 Forbidden</h1>'
    emulation.answerStatus = 403
    const user = userEvent.setup()
    const { element, events } = mount()
    await user.click(element.querySelector('#comment-vote-holder-13 a.vote-poor') as HTMLElement)
    await settled()
    const message = element.querySelector('#comment-item-13 .comments-form-message-error')
    expect(message?.textContent).toContain(
      'The comments server refused the request; your session may have expired.',
    )
    expect(Array.from(message?.querySelectorAll('button') ?? [], (b) => b.textContent)).toEqual([
      'Dismiss',
    ])
    expect(events.map((event) => event.type)).toContain('jc-error')
    expect(element.querySelector('#comment-vote-holder-13 a.vote-poor')).not.toBeNull()
  })

  it('warns about commands it does not know and scripts outside the catalogue, and runs neither', async () => {
    emulation.answer =
      '[ { "n": "zz", "d": "x" }, { "n": "js", "d": "jcomments.voteComment(1,1);window.__pwned=1;" }, { "n": "as", "t": "elsewhere", "p": "innerHTML", "d": "<b>x</b>" } ]'
    const user = userEvent.setup()
    const { element, warnings } = mount()
    await user.click(element.querySelector('.refresh') as HTMLElement)
    await settled()
    expect(warnings.join('\n')).toMatch(/Unknown command: zz/)
    expect(warnings.join('\n')).toMatch(/ignored a server script/)
    expect(warnings.join('\n')).toMatch(/#elsewhere/)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})
