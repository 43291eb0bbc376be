import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepMenuFocusShown } from './menu-focus.ts'

// happy-dom lays nothing out: what the template's stylesheet hides at this width is listed here.
const hidden = new Set<Element>()

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const boxed = !Array.from(hidden).some((element) => element.contains(this))
    return (boxed ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList
  })
})

let stop = () => {}
afterEach(() => {
  stop()
  hidden.clear()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

function page(
  menuMarkup = '<ul><li><a href="/en/">Home</a></li><li><a href="/a">Article</a></li></ul>',
) {
  document.body.innerHTML = `
    <button type="button" class="menu-toggle">Menu</button>
    <nav id="mainmenu" aria-label="Main menu">${menuMarkup}</nav>`
  const button = document.querySelector('button') as HTMLButtonElement
  const menu = document.querySelector('nav') as HTMLElement
  stop = keepMenuFocusShown(button, menu)
  return { button, menu }
}

describe('keepMenuFocusShown', () => {
  it('moves focus from a button the wider layout hides to the first menu link', () => {
    const { button } = page()
    button.focus()
    hidden.add(button)
    // What Chromium does once the button is hidden.
    button.blur()
    expect(document.activeElement?.textContent).toBe('Home')
  })

  it('does the same on resize where the browser leaves focus on the hidden button', () => {
    const { button } = page()
    button.focus()
    hidden.add(button)
    window.dispatchEvent(new Event('resize'))
    expect(document.activeElement?.textContent).toBe('Home')
  })

  it('skips links the layout hides, and focuses the menu itself when none shows', () => {
    const { button, menu } = page('<a href="/only">Only</a>')
    hidden.add(menu.querySelector('a') as Element)
    button.focus()
    hidden.add(button)
    button.blur()
    expect(document.activeElement).toBe(menu)
    expect(menu.getAttribute('tabindex')).toBe('-1')
    stop()
    stop = () => {}
    expect(menu.hasAttribute('tabindex')).toBe(false)
  })

  it('moves focus from a menu link the narrower layout hides to the button', () => {
    const { button, menu } = page()
    const link = menu.querySelector('a') as HTMLElement
    link.focus()
    hidden.add(menu)
    link.blur()
    expect(document.activeElement).toBe(button)
  })

  it('leaves focus alone when what had it is still shown, or nothing stands for it', () => {
    const { button, menu } = page()
    button.focus()
    button.blur()
    expect(document.activeElement).toBe(document.body)
    button.focus()
    hidden.add(button)
    hidden.add(menu)
    button.blur()
    expect(document.activeElement).toBe(document.body)
  })
})
