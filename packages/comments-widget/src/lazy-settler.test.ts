// @vitest-environment jsdom
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { describe, expect, it, vi } from 'vitest'
import { keptFocus } from './focus-kept.ts'
import { focusedElement } from './focused-element.ts'
import { lazySettler, plainSettler, type Settler } from './lazy-settler.ts'

function recorder(log: string[], name: string): Settler {
  return {
    scrollTo: (id) => log.push(`${name} scroll ${id}`),
    focus: (id) => log.push(`${name} focus ${id}`),
    focusAtStart: (id) => log.push(`${name} focus at start ${id}`),
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const focused = () => focusedElement(document)

describe('the lazy settler', () => {
  it('fetches the settler once, at the first move, and runs the moves in the order asked', async () => {
    const log: string[] = []
    const load = vi.fn(() => Promise.resolve(recorder(log, 'settler')))
    const settler = lazySettler(load, recorder(log, 'plain'), vi.fn(), focused)
    expect(load).not.toHaveBeenCalled()
    settler.scrollTo('comment-3')
    settler.focus('comment-item-3')
    await settled()
    settler.focus('addcomments')
    await settled()
    expect(load).toHaveBeenCalledTimes(1)
    expect(log).toEqual([
      'settler scroll comment-3',
      'settler focus comment-item-3',
      'settler focus addcomments',
    ])
  })

  it('leaves the focus where the visitor moved it while the settler was on its way, and still scrolls', async () => {
    const log: string[] = []
    let arrive: (settler: Settler) => void = () => {}
    const load = () => new Promise<Settler>((resolve) => (arrive = resolve))
    const settler = lazySettler(load, recorder(log, 'plain'), vi.fn(), focused)
    document.body.innerHTML = '<a href="#n" id="next">2</a>'
    settler.focusAtStart('comments')
    settler.scrollTo('comment-3')
    document.getElementById('next')?.focus()
    arrive(recorder(log, 'settler'))
    await settled()
    expect(log).toEqual(['settler scroll comment-3'])
    expect(document.activeElement?.id).toBe('next')
    document.body.replaceChildren()
  })

  it('still moves the focus that fell to the body with a control a render took away', async () => {
    const log: string[] = []
    let arrive: (settler: Settler) => void = () => {}
    const load = () => new Promise<Settler>((resolve) => (arrive = resolve))
    const settler = lazySettler(load, recorder(log, 'plain'), vi.fn(), focused)
    document.body.innerHTML = '<button id="cancel">Cancel</button>'
    document.getElementById('cancel')?.focus()
    settler.focus('comment-item-3')
    document.getElementById('cancel')?.remove()
    arrive(recorder(log, 'settler'))
    await settled()
    expect(log).toEqual(['settler focus comment-item-3'])
  })

  it('moves the focus where it is still on the control the visitor asked from, or on the copy the view put back', async () => {
    const log: string[] = []
    const settler = lazySettler(
      () => Promise.resolve(recorder(log, 'settler')),
      recorder(log, 'plain'),
      vi.fn(),
      focused,
    )
    document.body.innerHTML = '<a href="#v" id="vote">+</a><a href="#v" id="copy">+</a>'
    const vote = document.getElementById('vote') as HTMLElement
    vote.focus()
    settler.focus('comment-vote-holder-3', undefined, vote)
    await settled()
    const copy = document.getElementById('copy') as HTMLElement
    copy.focus()
    keptFocus.set(copy, vote)
    settler.focus('comment-vote-holder-3', undefined, vote)
    await settled()
    expect(log).toEqual([
      'settler focus comment-vote-holder-3',
      'settler focus comment-vote-holder-3',
    ])
    document.body.replaceChildren()
  })

  it('leaves the focus where the visitor moved it while the call was out, though the view put it back after the render', async () => {
    const log: string[] = []
    const settler = lazySettler(
      () => Promise.resolve(recorder(log, 'settler')),
      recorder(log, 'plain'),
      vi.fn(),
      focused,
    )
    document.body.innerHTML =
      '<a href="#r" id="refresh">Refresh</a><a href="#s" id="subscribe">Subscribe</a><textarea></textarea>'
    const refresh = document.getElementById('refresh') as HTMLElement
    const field = document.querySelector('textarea') as HTMLTextAreaElement
    field.focus()
    settler.focus('comments', 'refresh', refresh)
    await settled()
    // A render moved the reply form into its comment's new element; the view put the focus back.
    keptFocus.set(field, field)
    settler.focus('comments', 'refresh', refresh)
    await settled()
    expect(document.activeElement).toBe(field)
    // The copy of another control the visitor went to; then one the visitor acted on.
    const subscribe = document.getElementById('subscribe') as HTMLElement
    subscribe.focus()
    keptFocus.set(subscribe, document.createElement('a'))
    settler.focusAtStart('comments', refresh)
    await settled()
    keptFocus.delete(subscribe)
    settler.focusAtStart('comments', null)
    await settled()
    expect(log).toEqual([])
    document.body.replaceChildren()
  })

  it('scrolls and focuses plainly, and says so once, where its chunk does not arrive', async () => {
    const log: string[] = []
    const warn = vi.fn()
    const settler = lazySettler(
      () => Promise.reject(new Error('Failed to fetch')),
      recorder(log, 'plain'),
      warn,
      focused,
    )
    settler.scrollTo('comment-3')
    settler.focus('comment-item-3')
    await settled()
    expect(log).toEqual(['plain scroll comment-3', 'plain focus comment-item-3'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('Failed to fetch')
  })
})

describe('the plain settler', () => {
  it('moves the focus to the element at once', () => {
    document.body.innerHTML = '<p><button id="target">x</button></p>'
    plainSettler(document).focus('target')
    expect(document.activeElement?.id).toBe('target')
  })

  it('moves the focus to the element that holds a control it was asked for', () => {
    document.body.innerHTML = '<div id="comment-item-3" tabindex="-1"><a href="#">Reply</a></div>'
    plainSettler(document).focus('comment-item-3', '{"type":"reply","commentId":3,"quote":false}')
    expect(document.activeElement?.id).toBe('comment-item-3')
  })

  it('moves the focus to an element and brings its start into view', () => {
    document.body.innerHTML = '<div id="comments" tabindex="-1">Comments</div>'
    const target = document.getElementById('comments') as HTMLElement
    const scrolled = vi.fn()
    target.scrollIntoView = scrolled
    plainSettler(document).focusAtStart('comments')
    expect(document.activeElement).toBe(target)
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
  })

  it('finds the element where the page names an image getElementById', () => {
    document.body.innerHTML = '<p><button id="target">x</button></p>'
    const stopShadowing = printNamedImages(document, 'getElementById')
    plainSettler(document).focus('target')
    stopShadowing()
    expect(document.activeElement?.id).toBe('target')
  })
})
