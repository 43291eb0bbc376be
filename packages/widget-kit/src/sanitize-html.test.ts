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
        onInlineHandler: (tag, name, text) => {
          seen.push(`${tag} ${name}`)
          return text.startsWith('jcomments.')
            ? { 'data-action': `${name}:${text.length}` }
            : undefined
        },
      },
    )
    expect(seen).toEqual(['a onclick', 'a onmouseover', 'img onerror'])
    expect(fragment.querySelector('a')?.getAttributeNames().sort()).toEqual(['data-action', 'href'])
    expect(fragment.querySelector('a')?.getAttribute('data-action')).toBe('onclick:41')
    expect(fragment.querySelector('img')?.getAttributeNames()).toEqual(['src'])
  })

  it('reach the reader decoded as a parser decodes them, whichever pass reads them', () => {
    const decoded = [
      "if (confirm('Delete?')){jcomments.deleteComment(4);}return false;",
      'say(""a&b" <3")',
      "say('\u2026\u00a0\u20ac')",
      'say(1)\nsay(2)',
    ]
    const seen: string[] = []
    const { fragment } = sanitizeToFragment(
      [
        `<a onclick="if (confirm(&#039;Delete?&#039;)){jcomments.deleteComment(4);}return false;">x</a>`,
        `<a onclick='say("&quot;a&amp;b&quot; &lt;3")'>y</a>`,
        // References only a parser knows (read by the last pass), and a CR it turns into a line feed.
        '<a onclick="say(\'&hellip;&nbsp;&#128;\')">z</a>',
        '<a onclick="say(1)\r\nsay(2)">w</a>',
      ].join(''),
      {
        onInlineHandler: (_tag, _name, text) => {
          seen.push(text)
          return { 'data-action': text }
        },
      },
    )
    expect(seen.sort()).toEqual([...decoded].sort())
    const read = Array.from(fragment.querySelectorAll('a'), (a) => a.getAttribute('data-action'))
    expect(read).toEqual(decoded)
  })

  it('win over an attribute of the same name the server wrote, whichever pass reads them', () => {
    const { fragment } = sanitizeToFragment(
      '<a data-action="forged" onclick="go()">x</a><a onclick="go(\'&hellip;\')" data-action="forged">y</a>',
      { onInlineHandler: () => ({ 'data-action': 'read' }) },
    )
    expect(
      Array.from(fragment.querySelectorAll('a'), (a) => a.getAttribute('data-action')),
    ).toEqual(['read', 'read'])
  })

  it('are never shown to the reader when the server wrote them already renamed', () => {
    const seen: string[] = []
    sanitizeToFragment('<a data-inline-onclick="jcomments.voteComment(5, 1)">+</a>', {
      onInlineHandler: (_tag, name) => {
        seen.push(name)
        return undefined
      },
    })
    expect(seen).toEqual([])
  })

  it('are read only by the call that asked', () => {
    sanitizeToFragment('<a href="#" onclick="x()">a</a>', {
      onInlineHandler: () => ({ 'data-a': '1' }),
    })
    const { fragment } = sanitizeToFragment('<a href="#" onclick="x()">a</a>')
    expect(fragment.querySelector('a')?.getAttributeNames()).toEqual(['href'])
  })
})
