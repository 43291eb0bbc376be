// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml, sanitizeToFragment } from './sanitize-html.ts'

function rendered(html: string, options = {}): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = String(sanitizeHtml(html, options).__html)
  return host
}

describe('sanitizeHtml', () => {
  it('keeps the markup a comment is made of', () => {
    const host = rendered(
      '<div class="comment-body" id="comment-body-5"><b>bold</b> <a href="https://example.org/x">link</a> <img src="/images/smiles/smile.svg" alt=":)"></div>',
    )
    expect(host.querySelector('#comment-body-5 b')?.textContent).toBe('bold')
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.org/x')
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/images/smiles/smile.svg')
  })

  it.each([
    ['an onerror handler', '<img src="x" onerror="alert(1)">', 'img', 'onerror'],
    ['an unknown onclick', '<a href="#" onclick="steal()">x</a>', 'a', 'onclick'],
    [
      'a known call followed by code',
      '<a onclick="jcomments.voteComment(5, 1);steal()">+</a>',
      'a',
      'onclick',
    ],
  ])('drops %s', (_, html, tag, attribute) => {
    const element = rendered(html).querySelector(tag)
    expect(element?.hasAttribute(attribute)).toBe(false)
  })

  it('leaves no event handler attribute anywhere', () => {
    const host = rendered(
      '<svg onload="alert(1)"><circle r="2"></circle></svg><p onmouseover="x()"><img src=x onerror=alert(1)></p><details open ontoggle="x()">d</details>',
    )
    const handlers = [...host.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    )
    expect(handlers).toEqual([])
  })

  it.each([
    ['a script', '<script>alert(1)</script><p>text</p>', 'script'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['an object', '<object data="x.swf"></object>', 'object'],
    ['a form', '<form action="https://evil.example"><input name="a"></form>', 'form, input'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
  ])('removes %s', (_, html, selector) => {
    expect(rendered(html).querySelector(selector)).toBeNull()
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['an obfuscated javascript:', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('drops %s link targets', (_, href) => {
    expect(rendered(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false)
  })

  it('keeps relative and mail links', () => {
    const links = rendered(
      '<a href="/fa/x.html">a</a><a href="mailto:a@b.c">b</a>',
    ).querySelectorAll('a')
    expect([...links].map((a) => a.getAttribute('href'))).toEqual(['/fa/x.html', 'mailto:a@b.c'])
  })

  it('drops style attributes, which a strict style-src would refuse', () => {
    expect(
      rendered('<span style="color:red">x</span>').querySelector('span')?.hasAttribute('style'),
    ).toBe(false)
  })

  it('opens links in a new window only when asked, and always with noopener', () => {
    expect(rendered('<a href="/x">x</a>').querySelector('a')?.hasAttribute('target')).toBe(false)
    const link = rendered('<a href="/x">x</a>', { linksInNewWindow: true }).querySelector('a')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    const authored = rendered('<a href="/x" target="_blank">x</a>').querySelector('a')
    expect(authored?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('sanitizeToFragment', () => {
  it('turns the inline handlers a widget understands into data attributes, and drops them all', () => {
    const { fragment } = sanitizeToFragment(
      '<a href="#" onclick="jcomments.voteComment(5, 1);return false;">+</a><img src="x" onerror="steal()">',
      {
        onInlineHandler: (_element, name, text) =>
          text.startsWith('jcomments.') ? { 'data-action': `${name}:${text.length}` } : undefined,
      },
    )
    const link = fragment.querySelector('a')
    expect(link?.getAttribute('data-action')).toBe('onclick:41')
    expect(link?.hasAttribute('onclick')).toBe(false)
    expect(fragment.querySelector('img')?.getAttributeNames()).toEqual(['src'])
  })

  it('forgets the reader after the call', () => {
    sanitizeToFragment('<a onclick="x()">a</a>', { onInlineHandler: () => ({ 'data-a': '1' }) })
    const { fragment } = sanitizeToFragment('<a onclick="x()">a</a>')
    expect(fragment.querySelector('a')?.hasAttribute('data-a')).toBe(false)
  })
})

describe('sanitizeToFragment with keepForms', () => {
  it('keeps a form’s controls and labels to read, without its action or handlers', () => {
    const { fragment } = sanitizeToFragment(
      '<form id="f" action="javascript:void(null);"><label for="r">Reason</label><input id="r" name="reason" onfocus="x()"><input type="hidden" name="commentid" value="5"></form>',
      { keepForms: true },
    )
    expect(fragment.querySelector('form')?.hasAttribute('action')).toBe(false)
    expect(fragment.querySelector('label')?.textContent).toBe('Reason')
    expect(fragment.querySelector('#r')?.getAttributeNames().sort()).toEqual(['id', 'name'])
    expect(fragment.querySelector('input[type=hidden]')?.getAttribute('value')).toBe('5')
  })

  it('still removes forms unless asked', () => {
    expect(
      sanitizeToFragment('<form><input name="a"></form>').fragment.querySelector('input'),
    ).toBeNull()
  })
})
