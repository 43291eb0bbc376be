import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuToggleEvent, startMenus } from './menu.ts'

const header = `
  <header>
    <button type="button" class="menu-toggle btn-navbar" aria-controls="mainmenu" aria-expanded="false">Menu</button>
    <nav id="mainmenu" class="nav-collapse" aria-label="Main menu">
      <ul><li><a href="/en/">Home</a></li><li><a href="/en/article.html">Article</a></li></ul>
    </nav>
  </header>
  <main><a href="#x">Elsewhere</a></main>`

let stop = () => {}
afterEach(() => {
  stop()
  vi.restoreAllMocks()
  document.documentElement.className = ''
})

function page(markup = header, named: readonly string[] = []) {
  document.body.innerHTML = markup
  printNamedImages(document, ...named)
  stop = startMenus(document)
  const button = document.querySelector('button') as HTMLButtonElement
  return { button, user: userEvent.setup() }
}

describe('the hamburger menu', () => {
  it('tells the stylesheet that the button works, so the menu may collapse', () => {
    page()
    expect(document.documentElement.classList.contains('js')).toBe(true)
  })

  it('opens and closes the menu it controls with the button', async () => {
    const { button, user } = page()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('works from the keyboard, as a button does', async () => {
    const { button, user } = page()
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape and brings focus back to the button from inside the menu', async () => {
    const { button, user } = page()
    await user.click(button)
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Home')
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('brings focus back on Escape where the page names an image activeElement', () => {
    const { button } = page()
    button.click()
    const home = document.querySelector('nav a') as HTMLElement
    home.focus()
    const stopShadowing = printNamedImages(document, 'activeElement')
    home.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    stopShadowing()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('works, and closes on Escape, where the page names images querySelectorAll and addEventListener', () => {
    const { button } = page(header, ['querySelectorAll', 'addEventListener'])
    expect(document.documentElement.classList.contains('js')).toBe(true)
    button.click()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const home = document.querySelector('nav a') as HTMLElement
    home.focus()
    home.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('leaves focus where it is when Escape is pressed elsewhere on the page', async () => {
    const { button, user } = page()
    await user.click(button)
    const elsewhere = document.querySelector('main a') as HTMLElement
    elsewhere.focus()
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(elsewhere)
  })

  it('stays open on an Escape that something over it already handled', async () => {
    const { button, user } = page()
    await user.click(button)
    const viewer = document.querySelector('main a') as HTMLElement
    viewer.addEventListener('keydown', (event) => event.preventDefault())
    viewer.focus()
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('stays open on an Escape pressed inside an open dialog, which closes instead', async () => {
    const { button, user } = page(
      `${header}<dialog open><button type="button">Close</button></dialog>`,
    )
    await user.click(button)
    ;(document.querySelector('dialog button') as HTMLElement).focus()
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on a click elsewhere, which still does what it does, and leaves focus where it went', async () => {
    const { button, user } = page()
    await user.click(button)
    const elsewhere = document.querySelector('main a') as HTMLElement
    const clicks: MouseEvent[] = []
    elsewhere.addEventListener('click', (event) => clicks.push(event))
    await user.click(elsewhere)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(clicks.map((click) => click.defaultPrevented)).toEqual([false])
    expect(document.activeElement).toBe(elsewhere)
  })

  it('brings focus back to the button when a click elsewhere leaves it in the menu', async () => {
    const { button, user } = page()
    await user.click(button)
    const home = document.querySelector('nav a') as HTMLElement
    home.focus()
    // As Safari does: a tap on text moves no focus.
    ;(document.querySelector('main') as HTMLElement).click()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('stays open on a click inside the menu', async () => {
    const { button, user } = page()
    await user.click(button)
    await user.click(document.querySelector('nav ul') as HTMLElement)
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('stays open on a click that something over it took, or made in a dialog the click closed', async () => {
    const { button, user } = page(
      `${header}<dialog open><button type="button"><svg><path d="M0 0"/></svg></button></dialog>`,
    )
    await user.click(button)
    const elsewhere = document.querySelector('main a') as HTMLElement
    // What the lightbox does with a thumbnail's click: it opens over the menu instead.
    elsewhere.addEventListener('click', (event) => event.preventDefault())
    await user.click(elsewhere)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // What a dialog's close button may do: the dialog closes, even leaves the page, before the
    // click is over. (The lightbox's takes out the icon tapped: the e2e suite has that case.)
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    const icon = dialog.querySelector('path') as SVGPathElement
    icon.addEventListener('click', () => {
      dialog.close()
      dialog.remove()
    })
    await user.click(icon)
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('gives focus to the first menu link when a wider layout hides the focused button', () => {
    const { button } = page()
    button.focus()
    vi.spyOn(button, 'getClientRects').mockReturnValue([] as unknown as DOMRectList)
    button.blur()
    expect(document.activeElement?.textContent).toBe('Home')
  })

  it('announces each change with a bubbling event naming the menu', async () => {
    const { button, user } = page()
    const heard = vi.fn()
    document.addEventListener(menuToggleEvent, (event) =>
      heard(event.detail.open, event.detail.menu.id),
    )
    await user.click(button)
    await user.keyboard('{Escape}')
    expect(heard.mock.calls).toEqual([
      [true, 'mainmenu'],
      [false, 'mainmenu'],
    ])
  })

  it('starts from the state the server rendered', () => {
    const { button } = page(header.replace('aria-expanded="false"', 'aria-expanded="true"'))
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('leaves a button alone when its menu is missing, and the page unflagged', () => {
    page('<button type="button" class="menu-toggle" aria-controls="nowhere">Menu</button>')
    expect(document.documentElement.classList.contains('js')).toBe(false)
  })

  it.each([
    ['names no element', 'aria-controls="nowhere"', 'is "nowhere"'],
    ['is missing', '', 'is missing'],
  ])('names the button in the console when its aria-controls %s', (_, attribute, shown) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    page(`<button type="button" class="menu-toggle" ${attribute}>Menu</button>`)
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `<button.menu-toggle>: the attribute aria-controls ${shown}; it should be the id of the menu it shows and hides.`,
    )
  })

  it('says nothing in the console about a button whose menu is there', () => {
    const warn = vi.spyOn(console, 'warn')
    page()
    expect(warn).not.toHaveBeenCalled()
  })

  it('undoes everything when stopped', async () => {
    const { button, user } = page()
    stop()
    stop = () => {}
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.documentElement.classList.contains('js')).toBe(false)
  })

  it('no longer closes on a click elsewhere once stopped', async () => {
    const { button, user } = page(header.replace('aria-expanded="false"', 'aria-expanded="true"'))
    stop()
    stop = () => {}
    await user.click(document.querySelector('main a') as HTMLElement)
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })
})
