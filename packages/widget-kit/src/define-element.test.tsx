import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineElement, type ElementProps } from './define-element.ts'
import { initialMarkup } from './initial-markup.ts'

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

  it('keeps the first definition when a tag is registered twice', () => {
    const name = nextTag()
    const first = defineElement({ tag: name, component: Greeting, attributes: {} })
    const second = defineElement({ tag: name, component: () => null, attributes: {} })
    expect(second).toBe(first)
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
