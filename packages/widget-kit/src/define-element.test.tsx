import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineElement, type ElementProps } from './define-element.ts'
import { initialMarkup } from './initial-markup.ts'
import { printNamedImages } from './testing/named-images.ts'

interface GreetingProps extends ElementProps {
  readonly name?: string
  readonly count?: number
}

function Greeting({ name, count, container }: GreetingProps) {
  const before = container ? initialMarkup(container).textContent : ''
  return (
    <p>
      {name}:{count}:{before}
    </p>
  )
}

let tag = 0
const nextTag = () => `test-greeting-${++tag}`

afterEach(() => {
  document.body.replaceChildren()
})

describe('defineElement', () => {
  it('renders the component in the light DOM from kebab-case attributes', async () => {
    const name = nextTag()
    defineElement({
      tag: name,
      component: Greeting,
      attributes: { name: 'string', count: 'number' },
    })
    document.body.innerHTML = `<${name} name="Sara" count="3">server text</${name}>`
    await act(async () => {})
    expect(document.querySelector(name)?.textContent).toBe('Sara:3:server text')
  })

  it('renders on a page whose markup outside the element names defaultView, and says what it changed', async () => {
    printNamedImages(document, 'defaultView')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const name = nextTag()
    await defineElement({ tag: name, component: Greeting, attributes: { name: 'string' } })
    document.body.insertAdjacentHTML('beforeend', `<${name} name="Sara"></${name}>`)
    await act(async () => {})
    expect(document.querySelector(name)?.textContent).toBe('Sara::')
    expect(document.querySelector('img')?.hasAttribute('name')).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<img name="defaultView">'))
    warn.mockRestore()
  })

  it('keeps the first definition when a tag is registered twice', async () => {
    const name = nextTag()
    await defineElement({ tag: name, component: Greeting, attributes: { name: 'string' } })
    await defineElement({ tag: name, component: () => null, attributes: {} })
    document.body.innerHTML = `<${name} name="Sara"></${name}>`
    await act(async () => {})
    expect(document.querySelector(name)?.textContent).toBe('Sara::')
  })

  it('defines the element only once the sanitizing boundary is ready', async () => {
    // A fresh copy of the modules, whose boundary has not loaded DOMPurify yet.
    vi.resetModules()
    const fresh = await import('./define-element.ts')
    const name = nextTag()
    const defined = fresh.defineElement({ tag: name, component: Greeting, attributes: {} })
    expect(customElements.get(name)).toBeUndefined()
    await defined
    expect(customElements.get(name)).toBeDefined()
  })
})

describe('initialMarkup', () => {
  it('keeps the server markup across a move in the page, in a copy', () => {
    const host = document.createElement('div')
    host.innerHTML = '<img src="x.png" onerror="window.hit = 1"><span>kept</span>'
    const first = initialMarkup(host)
    host.replaceChildren()
    expect(initialMarkup(host)).toBe(first)
    expect(first.querySelector('span')?.textContent).toBe('kept')
  })
})
