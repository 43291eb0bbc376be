// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sanitizeToFragment } from './sanitize-html.ts'
import { copyOf, nodesToPlace, placedNodes, SanitizedNodes } from './sanitized-nodes.tsx'

describe('SanitizedNodes', () => {
  it('moves the nodes into the first host, and shows a copy in a second', () => {
    const nodes = sanitizeToFragment('<b>bold</b>')
    const original = nodes.fragment.firstChild
    const { container } = render(
      <>
        <SanitizedNodes className="one" nodes={nodes} />
        <SanitizedNodes as="span" className="two" nodes={nodes} />
      </>,
    )
    expect(container.querySelector('div.one')?.firstChild).toBe(original)
    expect(container.querySelector('span.two')?.innerHTML).toBe('<b>bold</b>')
    expect(container.querySelector('span.two')?.firstChild).not.toBe(original)
  })

  it('shows the nodes again when the host mounts again', () => {
    const nodes = sanitizeToFragment('<i>again</i>')
    const first = render(<SanitizedNodes nodes={nodes} />)
    first.unmount()
    const second = render(<SanitizedNodes nodes={nodes} />)
    expect(second.container.firstElementChild?.innerHTML).toBe('<i>again</i>')
  })

  it('replaces what it showed when the nodes change', () => {
    const { container, rerender } = render(
      <SanitizedNodes nodes={sanitizeToFragment('<i>a</i>')} />,
    )
    rerender(<SanitizedNodes nodes={sanitizeToFragment('<u>b</u>')} />)
    expect(container.firstElementChild?.innerHTML).toBe('<u>b</u>')
  })
})

describe('copyOf', () => {
  it('copies the nodes before and after they are shown', () => {
    const nodes = sanitizeToFragment('<p id="x">text</p>')
    expect(copyOf(nodes).querySelector('#x')?.textContent).toBe('text')
    render(<SanitizedNodes nodes={nodes} />)
    expect(nodes.fragment.childNodes).toHaveLength(0)
    expect(copyOf(nodes).querySelector('#x')?.textContent).toBe('text')
  })
})

describe('placedNodes', () => {
  it('copies nodes from where they already are, and never moves them', () => {
    const item = document.createElement('div')
    item.innerHTML = '<p id="y">in place</p>'
    const nodes = placedNodes(Array.from(item.childNodes), document)
    expect(copyOf(nodes).querySelector('#y')?.textContent).toBe('in place')
    const copy = nodesToPlace(nodes)
    expect(copy.querySelector('#y')).not.toBe(item.querySelector('#y'))
    expect(item.querySelector('#y')?.textContent).toBe('in place')
  })
})

describe('nodesToPlace', () => {
  it('gives the nodes themselves the first time and a copy after', () => {
    const nodes = sanitizeToFragment('<b>once</b>')
    const original = nodes.fragment.firstChild
    const host = document.createElement('div')
    host.append(nodesToPlace(nodes))
    expect(host.firstChild).toBe(original)
    expect(nodesToPlace(nodes).firstChild).not.toBe(original)
  })
})
