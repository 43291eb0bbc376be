import { describe, expect, it } from 'vitest'
import { controlAt, placeOf } from './control-place.ts'

/** A comment of a stock JComments block, as the server prints it. */
const item = (id: number, score: string) => `
  <div id="comment-item-${id}">
    <span id="comment-vote-holder-${id}"><a href="#" class="vote-good"></a><a href="#" class="vote-poor"></a><span>${score}</span></span>
    <div class="comment-body">See <a href="https://example.com/">this</a></div>
    <span class="comments-buttons"><a href="#">Reply</a> | <a href="#">Reply with quote</a> | <a href="#">Quote</a></span>
  </div>`

function block(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `<div id="jc"><div id="comments"><h4>Comments <a class="refresh" href="#"></a></h4>${html}</div><a id="addcomments" class="showform" href="#addcomments">Add comment</a></div>`
  return root
}

describe('a control found again in the block the widget rendered', () => {
  it('is the same link of the same comment, even with another comment printed before it', () => {
    const printed = block(item(12, '+1') + item(13, '0'))
    const reply = [...printed.querySelectorAll('#comment-item-13 a')].find(
      (link) => link.textContent === 'Reply with quote',
    ) as Element
    const rendered = block(item(11, '0') + item(12, '+1') + item(13, '0'))
    expect(controlAt(placeOf(reply, printed), rendered)).toBe(
      rendered.querySelectorAll('#comment-item-13 .comments-buttons a')[1],
    )
  })

  it('tells the two vote links apart, and a link by its own id', () => {
    const printed = block(item(12, '+1'))
    const rendered = block(item(12, '+1'))
    const poor = printed.querySelector('#comment-vote-holder-12 .vote-poor') as Element
    expect(controlAt(placeOf(poor, printed), rendered)).toBe(
      rendered.querySelector('#comment-vote-holder-12 .vote-poor'),
    )
    const form = printed.querySelector('#addcomments') as Element
    expect(controlAt(placeOf(form, printed), rendered)).toBe(rendered.querySelector('#addcomments'))
  })

  it('is found in a block that has no element with an id around it, whatever the page has', () => {
    document.body.innerHTML =
      '<main id="content"><jc-comments><a href="#">Refresh</a></jc-comments></main>'
    const printed = document.querySelector('jc-comments') as Element
    const place = placeOf(printed.querySelector('a') as Element, printed)
    printed.innerHTML = '<a href="#">Refresh</a>'
    expect(controlAt(place, printed)).toBe(printed.querySelector('a'))
    document.body.replaceChildren()
  })

  it('is nothing when the rendered block no longer has that control', () => {
    const printed = block(item(12, '+1'))
    const vote = printed.querySelector('#comment-vote-holder-12 .vote-good') as Element
    const voted = block(item(12, '+1').replace(/<a href="#" class="vote-\w+"><\/a>/g, ''))
    expect(controlAt(placeOf(vote, printed), voted)).toBeUndefined()
    const gone = block(item(13, '0'))
    const reply = printed.querySelector('#comment-item-12 .comments-buttons a') as Element
    expect(controlAt(placeOf(reply, printed), gone)).toBeUndefined()
  })
})

describe('a control found again by another look than its text', () => {
  const action = (element: Element) => element.getAttribute('data-action') ?? ''

  it('is the control with the same look, whatever its text says now, in a host that is the anchor', () => {
    const host = document.createElement('div')
    host.id = 'jc'
    host.innerHTML = '<a data-action="publish-5">Publish</a><a data-action="publish-6">Publish</a>'
    const place = placeOf(host.querySelectorAll('a')[1] as Element, host, action)
    host.innerHTML =
      '<a data-action="publish-5">Unpublish</a><a data-action="publish-6">Unpublish</a>'
    expect(controlAt(place, host, action)).toBe(host.querySelectorAll('a')[1])
    expect(controlAt(place, host)).toBeUndefined()
  })
})
