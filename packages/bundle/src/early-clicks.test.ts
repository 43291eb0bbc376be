import { firstTouch } from '@jc/widget-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepEarlyClicks } from './early-clicks.ts'

const selector = 'jc-comments, div#jc'

/** A stock JComments block, as the server prints it (a strict-CSP site's, without its handlers). */
const printed = `<div id="jc"><div id="comments"><h4>Comments</h4>
  <div id="nav-top"><span class="activepage"><b>1</b></span> <span class="page">2</span></div>
  <div id="comment-item-12"><span id="comment-vote-holder-12"><a href="#" class="vote-good"></a><a href="#" class="vote-poor"></a></span>
  <p class="comment-body">Nice road.</p>
  <span class="comments-buttons"><a href="#">Reply</a> | <a href="#">Quote</a></span></div>
  </div><a id="addcomments" class="showform" href="#addcomments">Add comment</a></div>`

/** The widget's rendering of the block: new nodes, the same ids, classes and texts. */
function render(host: Element): Record<'vote' | 'reply' | 'form' | 'page', string[]> {
  host.innerHTML = printed
  const clicks = {
    vote: [] as string[],
    reply: [] as string[],
    form: [] as string[],
    page: [] as string[],
  }
  const controls = {
    vote: host.querySelector('.vote-good'),
    reply: host.querySelector('.comments-buttons a'),
    form: host.querySelector('#addcomments'),
    page: host.querySelector('#nav-top .page'),
  }
  for (const [name, control] of Object.entries(controls)) {
    control?.addEventListener('click', () => clicks[name as keyof typeof clicks].push('clicked'))
  }
  return clicks
}

const ready = (host: Element) =>
  host.dispatchEvent(new CustomEvent('jc-ready', { bubbles: true, detail: null }))

function click(element: Element | null): boolean {
  return (element as Element).dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true }),
  )
}

let stop = () => {}
afterEach(() => {
  stop()
  document.body.replaceChildren()
})

function page(markup: string) {
  document.body.innerHTML = `<p id="intro"><a href="#top">Top</a></p>${markup}`
  const load = vi.fn()
  stop = keepEarlyClicks(document, selector, 'jc-ready', load)
  return load
}

describe('keepEarlyClicks', () => {
  it('tells the widget that its block was touched before it was up', async () => {
    // A page of its own: the word is kept for the page's lifetime.
    const other = document.implementation.createHTMLDocument('')
    other.body.innerHTML = `<jc-comments>${printed}</jc-comments>`
    const stopOther = keepEarlyClicks(other, selector, 'jc-ready', () => {})
    const reply = other.querySelector('.comments-buttons a') as HTMLElement
    reply.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    stopOther()
    // Without the word, this would wait for a touch that never comes.
    await expect(firstTouch(window, other.body)).resolves.toBeUndefined()
  })

  it('loads the widget at the first pointer, key or focus in its block, and not for one elsewhere', () => {
    const load = page(`<jc-comments>${printed}</jc-comments>`)
    const intro = document.querySelector('#intro a') as HTMLElement
    intro.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    intro.focus()
    expect(load).not.toHaveBeenCalled()
    const reply = document.querySelector('.comments-buttons a') as HTMLElement
    reply.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    reply.focus()
    reply.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('keeps a click on a printed control from the page, and makes it on the rendered control once the widget is ready', () => {
    const load = page(`<jc-comments>${printed}</jc-comments>`)
    const host = document.querySelector('jc-comments') as Element
    const inline = vi.fn()
    const vote = host.querySelector('.vote-good') as Element
    vote.addEventListener('click', inline)
    expect(click(vote)).toBe(false)
    expect(inline).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalled()

    const clicks = render(host)
    expect(clicks.vote).toEqual([])
    ready(host)
    expect(clicks).toEqual({ vote: ['clicked'], reply: [], form: [], page: [] })
  })

  it('makes only the last of several early clicks', () => {
    page(`<jc-comments>${printed}</jc-comments>`)
    const host = document.querySelector('jc-comments') as Element
    click(host.querySelector('.vote-good'))
    click(host.querySelector('#addcomments'))
    click(host.querySelector('.comments-buttons a'))
    const clicks = render(host)
    ready(host)
    expect(clicks).toEqual({ vote: [], reply: ['clicked'], form: [], page: [] })
  })

  it('keeps a click on a page number, a span the server prints without a link or its handler', () => {
    page(`<jc-comments>${printed}</jc-comments>`)
    const host = document.querySelector('jc-comments') as Element
    expect(click(host.querySelector('#nav-top .page'))).toBe(false)
    const clicks = render(host)
    ready(host)
    expect(clicks).toEqual({ vote: [], reply: [], form: [], page: ['clicked'] })
  })

  it('leaves clicks on the text of the block, and every click once the widget is ready, to the page', () => {
    page(`<jc-comments>${printed}</jc-comments>`)
    const host = document.querySelector('jc-comments') as Element
    expect(click(host.querySelector('.comment-body'))).toBe(true)
    const clicks = render(host)
    ready(host)
    expect(clicks.vote).toEqual([])
    expect(click(host.querySelector('.vote-good'))).toBe(true)
    expect(clicks.vote).toEqual(['clicked'])
  })

  it('finds the control in the element a stock block became (zero-touch), and gives it the focus back', () => {
    page(printed)
    const vote = document.querySelector('div#jc .vote-good') as HTMLElement
    vote.focus()
    click(vote)
    // As the zero-touch upgrade does: the block moves into a new element, which renders it anew.
    const host = document.createElement('jc-comments')
    host.append(document.querySelector('div#jc') as Element)
    document.body.append(host)
    const clicks = render(host)
    ready(host)
    expect(clicks.vote).toEqual(['clicked'])
    expect(document.activeElement).toBe(host.querySelector('.vote-good'))
  })

  it('clicks nothing when the rendered block no longer has the control', () => {
    page(`<jc-comments>${printed}</jc-comments>`)
    const host = document.querySelector('jc-comments') as Element
    click(host.querySelector('.vote-good'))
    const clicks = render(host)
    host.querySelector('#comment-vote-holder-12')?.replaceChildren('+3')
    expect(() => ready(host)).not.toThrow()
    expect(clicks).toEqual({ vote: [], reply: [], form: [], page: [] })
  })

  it('holds a tapped category tab of one of two listing blocks for that block, given its printed controls', () => {
    const block = (id: number) =>
      `<listing-tabs><div id="sj_listing_tabs_${id}"><ul class="ltabs-tabs"><li class="ltabs-tab">All</li><li class="ltabs-tab">News</li></ul></div></listing-tabs>`
    document.body.innerHTML = block(101) + block(102)
    stop = keepEarlyClicks(document, 'listing-tabs', 'listing-tabs:ready', () => {}, '.ltabs-tab')
    const [first, second] = document.querySelectorAll('listing-tabs')
    expect(click(second?.querySelectorAll('.ltabs-tab')[1] ?? null)).toBe(false)
    // Each block rendered anew, tabs with their own ids, as the widget renders them.
    const selected: string[] = []
    for (const [index, host] of [first, second].entries()) {
      const id = 101 + index
      ;(host as Element).innerHTML =
        `<div id="sj_listing_tabs_${id}"><ul role="tablist"><li id="t${id}-0" role="tab" class="ltabs-tab">All</li><li id="t${id}-1" role="tab" class="ltabs-tab">News</li></ul></div>`
      host?.addEventListener('click', (event) => selected.push((event.target as Element).id))
    }
    ;(first as Element).dispatchEvent(new CustomEvent('listing-tabs:ready', { bubbles: true }))
    expect(selected).toEqual([])
    ;(second as Element).dispatchEvent(new CustomEvent('listing-tabs:ready', { bubbles: true }))
    expect(selected).toEqual(['t102-1'])
  })
})
