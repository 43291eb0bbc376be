// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { carryHeights } from './kept-place.ts'

const item = (id: number) => `<div class="even" id="comment-item-${id}">comment ${id}</div>`
// 1 with reply 2, then 3, 4 and 5 at the top level.
const thread = `<div class="comments-list" id="comments-list-0">${item(1)}<div class="comments-list" id="comments-list-1">${item(2)}</div>${item(3)}${item(4)}${item(5)}</div>`

/** The thread laid out, each comment `height` px tall with 10 px of padding and 1 px borders. */
function laidOut(height: number): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'))
  root.innerHTML = thread
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('[id^="comment-item-"]'))) {
    box.style.padding = '10px'
    box.style.border = '1px solid'
    box.getBoundingClientRect = () => DOMRect.fromRect({ height, width: 300 })
  }
  return root
}

/** A new thread from the server: comments 1 and 3 again, and a new one, 6. */
function fresh(): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `<div class="comments-list" id="comments-list-0">${item(1)}${item(6)}${item(3)}</div>`
  return root
}

const carried = (root: HTMLElement, id: number) =>
  root
    .querySelector<HTMLElement>(`#comment-item-${id}`)
    ?.style.getPropertyValue('--jc-comment-intrinsic-size')

afterEach(() => {
  document.body.replaceChildren()
})

describe('carried heights', () => {
  it('have each comment of a new thread count for the content height of the one with its id', () => {
    const next = fresh()
    carryHeights(laidOut(200), next)
    // 200 px, less 10 px of padding and 1 px of border at the top and at the bottom.
    expect(carried(next, 1)).toBe('178px')
    expect(carried(next, 3)).toBe('178px')
  })

  it('leave a comment the old thread did not have at the stylesheet’s estimate', () => {
    const next = fresh()
    carryHeights(laidOut(200), next)
    expect(carried(next, 6)).toBe('')
  })

  it('carry nothing from a thread that has no layout', () => {
    const next = fresh()
    carryHeights(laidOut(0), next)
    expect(carried(next, 1)).toBe('')
  })
})
