// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sanitizeToFragment } from './sanitize-html.ts'
import { copyOf, SanitizedNodes } from './sanitized-nodes.tsx'

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
