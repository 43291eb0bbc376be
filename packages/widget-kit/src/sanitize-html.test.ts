// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizerEngine, sanitizeToFragment } from './sanitize-html.ts'
import { boundaryCases, serialize } from './sanitizer/boundary-cases.ts'

describe('the sanitizing boundary with DOMPurify (no native Sanitizer here)', () => {
  it('picked DOMPurify, the engine for browsers without the HTML Sanitizer API', () => {
    expect(sanitizerEngine()).toBe('dompurify')
  })

  it.each(boundaryCases)('makes $name inert, as the native engine does', (shape) => {
    const { fragment } = sanitizeToFragment(shape.html, shape)
    expect(serialize(fragment)).toBe(shape.expected)
  })
})

describe('inline handlers', () => {
  it('become what the reader makes of them, then vanish', () => {
    const seen: string[] = []
    const { fragment } = sanitizeToFragment(
      '<a href="#" onclick="jcomments.voteComment(5, 1);return false;" onmouseover="x()">+</a><img src="x" onerror="steal()">',
      {
        onInlineHandler: (element, name, text) => {
          seen.push(`${element.localName} ${name}`)
          return text.startsWith('jcomments.')
            ? { 'data-action': `${name}:${text.length}` }
            : undefined
        },
      },
    )
    expect(seen).toEqual(['a onclick', 'a onmouseover', 'img onerror'])
    expect(fragment.querySelector('a')?.getAttributeNames()).toEqual(['href', 'data-action'])
    expect(fragment.querySelector('a')?.getAttribute('data-action')).toBe('onclick:41')
    expect(fragment.querySelector('img')?.getAttributeNames()).toEqual(['src'])
  })

  it('are never shown to the reader when the server wrote them already renamed', () => {
    const seen: string[] = []
    sanitizeToFragment('<a data-inline-onclick="jcomments.voteComment(5, 1)">+</a>', {
      onInlineHandler: (_element, name) => {
        seen.push(name)
        return undefined
      },
    })
    expect(seen).toEqual([])
  })

  it('are read only by the call that asked', () => {
    sanitizeToFragment('<a onclick="x()">a</a>', { onInlineHandler: () => ({ 'data-a': '1' }) })
    const { fragment } = sanitizeToFragment('<a onclick="x()">a</a>')
    expect(fragment.querySelector('a')?.getAttributeNames()).toEqual([])
  })
})
