// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { keptFocus } from '../focus-kept.ts'
import { keepFocus } from './focus-keeper.ts'

// The same thread as the server prints it, twice: an answer draws it again.
const thread = `
  <div id="comments">
    <h4>Comments <a href="#" class="refresh" data-jc-action='{"type":"showPage","page":0}'>Refresh</a></h4>
    <div id="comment-item-5">
      <div class="comment-body">See <a href="https://example.org/a">this</a> and <a href="https://example.org/b">that</a>.</div>
      <span id="comment-vote-holder-5"><a href="#" data-jc-action='{"type":"vote","commentId":5,"value":1}'>+</a></span>
      <a href="#" data-jc-action='{"type":"reply","commentId":5,"quote":false}'>Reply</a>
    </div>
    <div id="comments-list-footer"><a href="#" class="refresh" data-jc-action='{"type":"showPage","page":0}'>Refresh</a></div>
    <a href="#" id="comments-subscription" data-jc-action='{"type":"subscribe"}'>Subscribe</a>
  </div>`

function widget() {
  document.body.innerHTML = `<div id="jc"></div><button id="outside">Elsewhere</button>`
  const root = document.getElementById('jc') as HTMLElement
  root.innerHTML = thread
  const keeper = keepFocus(root)
  /** An answer's render: the whole thread again, as new elements. */
  const drawAgain = (markup = thread) => {
    root.innerHTML = markup
    keeper.restore()
  }
  return { root, keeper, drawAgain }
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve))

afterEach(() => document.body.replaceChildren())

describe('the focus keeper', () => {
  for (const { name, find } of [
    {
      name: 'a control with an id',
      find: (root: Element) => root.querySelector('#comments-subscription'),
    },
    {
      name: 'a control by its action',
      find: (root: Element) => root.querySelector('#comment-vote-holder-5 a'),
    },
    {
      name: 'the second of two controls with one action (the refresh at the bottom)',
      find: (root: Element) => root.querySelectorAll('a.refresh')[1],
    },
    {
      name: "a commenter's second link, which has neither",
      find: (root: Element) => root.querySelectorAll('.comment-body a')[1],
    },
  ]) {
    it(`puts the focus on the copy of ${name} when a render replaced it`, () => {
      const { root, drawAgain } = widget()
      const control = find(root) as HTMLElement
      control.focus()
      drawAgain()
      const copy = find(root)
      expect(control.isConnected).toBe(false)
      expect(copy).not.toBeNull()
      expect(document.activeElement).toBe(copy)
      expect(keptFocus.has(copy as Element)).toBe(true)
    })
  }

  it('follows the focus that was in the widget when the keeper came', () => {
    document.body.innerHTML = '<div id="jc"></div>'
    const root = document.getElementById('jc') as HTMLElement
    root.innerHTML = thread
    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    const keeper = keepFocus(root)
    root.innerHTML = thread
    keeper.restore()
    expect(document.activeElement).toBe(root.querySelector('#comments-subscription'))
  })

  for (const { browser, move } of [
    {
      // Chromium blurs a focused element the DOM moves, firing focusout while it is still in place.
      browser: 'Chromium',
      move: (field: HTMLElement, place: Element) => {
        field.blur()
        place.append(field)
      },
    },
    {
      // Firefox (and the HTML standard) lets the focus go without an event.
      browser: 'Firefox',
      move: (field: HTMLElement, place: Element) => {
        field.remove()
        place.append(field)
      },
    },
  ]) {
    it(`gives the focus back to a field a render moved, each time, as ${browser} moves it`, async () => {
      const { root, keeper } = widget()
      root.insertAdjacentHTML('beforeend', '<div id="home"><textarea id="field"></textarea></div>')
      const field = root.querySelector('#field') as HTMLTextAreaElement
      field.focus()
      for (const place of ['#comment-item-5', '#home']) {
        move(field, root.querySelector(place) as Element)
        expect(document.activeElement).toBe(document.body)
        keeper.restore()
        await microtasks()
        expect(document.activeElement).toBe(field)
      }
    })
  }

  // A site under a strict CSP prints the thread without its inline handlers;
  // the first touch draws it again from the server's page that has them.
  for (const { name, selector } of [
    { name: 'the second Refresh', selector: 'a.refresh' },
    { name: 'a vote-down beside its vote-up, both without text', selector: 'a.vote-poor' },
  ]) {
    it(`puts the focus on the copy of ${name} when the thread printed without actions is drawn with them`, () => {
      const voted = thread.replace(
        /<a href="#" data-jc-action='\{"type":"vote"[^>]*>\+<\/a>/,
        `<a href="#" class="vote-good" data-jc-action='{"type":"vote","commentId":5,"value":1}'></a><a href="#" class="vote-poor" data-jc-action='{"type":"vote","commentId":5,"value":-1}'></a>`,
      )
      const printed = voted.replace(/ data-jc-action='[^']*'/g, '')
      const { root, drawAgain } = widget()
      root.innerHTML = printed
      const control = [...root.querySelectorAll<HTMLElement>(selector)].at(-1) as HTMLElement
      control.focus()
      drawAgain(voted)
      expect(document.activeElement).toBe([...root.querySelectorAll(selector)].at(-1))
      expect(document.activeElement?.hasAttribute('data-jc-action')).toBe(true)
    })
  }

  it('leaves the focus on the body where the control has no copy (a vote became the score)', () => {
    const { root, drawAgain } = widget()
    ;(root.querySelector('#comment-vote-holder-5 a') as HTMLElement).focus()
    drawAgain(
      thread.replace(
        /<span id="comment-vote-holder-5">.*?<\/span>/,
        '<span id="comment-vote-holder-5">+1</span>',
      ),
    )
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves the focus where a move put it after the render', () => {
    const { root, keeper } = widget()
    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    root.innerHTML = thread
    const reply = root.querySelector<HTMLElement>('[data-jc-action*="reply"]')
    reply?.focus()
    keeper.restore()
    expect(document.activeElement).toBe(reply)
  })

  it('does not take the focus back from outside the widget', () => {
    const { root, drawAgain } = widget()
    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    ;(document.getElementById('outside') as HTMLElement).focus()
    drawAgain()
    expect(document.activeElement?.id).toBe('outside')
  })

  it('does not give the focus back to a control the visitor left for the page’s background', async () => {
    const { root, drawAgain } = widget()
    const link = root.querySelector('#comments-subscription') as HTMLElement
    link.focus()
    link.blur()
    await microtasks()
    drawAgain()
    expect(document.activeElement).toBe(document.body)
  })

  it('gives the kept focus back to the moves once the visitor acts or moves on', () => {
    const { root, drawAgain } = widget()
    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    drawAgain()
    const copy = root.querySelector('#comments-subscription') as HTMLElement
    expect(keptFocus.has(copy as Element)).toBe(true)
    copy.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(keptFocus.has(copy as Element)).toBe(false)

    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    drawAgain()
    const next = root.querySelector('#comments-subscription') as HTMLElement
    expect(keptFocus.has(next as Element)).toBe(true)
    ;(root.querySelector('a.refresh') as HTMLElement).focus()
    next.focus()
    expect(keptFocus.has(next as Element)).toBe(false)
  })

  it('stops following the focus once stopped', () => {
    const { root, keeper, drawAgain } = widget()
    keeper.stop()
    ;(root.querySelector('#comments-subscription') as HTMLElement).focus()
    drawAgain()
    expect(document.activeElement).toBe(document.body)
  })
})
