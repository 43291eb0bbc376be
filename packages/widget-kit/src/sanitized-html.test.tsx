// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'
import { SanitizedHtml } from './sanitized-html.tsx'

describe('SanitizedHtml', () => {
  it('puts sanitized markup in the element it is asked for', () => {
    const { container } = render(
      <SanitizedHtml as="ul" className="list" html={sanitizeHtml('<li onclick="x()">one</li>')} />,
    )
    const list = container.querySelector('ul.list')
    expect(list?.innerHTML).toBe('<li>one</li>')
  })
})
