// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sanitizeToFragment } from './sanitize-html.ts'
import { SanitizedNodes } from './sanitized-nodes.tsx'

describe('SanitizedNodes', () => {
  it('shows a copy of the nodes, so one fragment can be shown twice', () => {
    const nodes = sanitizeToFragment('<b>bold</b>')
    const { container } = render(
      <>
        <SanitizedNodes className="one" nodes={nodes} />
        <SanitizedNodes as="span" className="two" nodes={nodes} />
      </>,
    )
    expect(container.querySelector('div.one')?.innerHTML).toBe('<b>bold</b>')
    expect(container.querySelector('span.two')?.innerHTML).toBe('<b>bold</b>')
  })

  it('replaces what it showed when the nodes change', () => {
    const { container, rerender } = render(
      <SanitizedNodes nodes={sanitizeToFragment('<i>a</i>')} />,
    )
    rerender(<SanitizedNodes nodes={sanitizeToFragment('<u>b</u>')} />)
    expect(container.firstElementChild?.innerHTML).toBe('<u>b</u>')
  })
})
