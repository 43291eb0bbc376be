import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommentPreview } from './comment-preview.tsx'

function preview(text: string, language: 'en' | 'fa' = 'en') {
  render(<CommentPreview text={text} language={language} headingLevel={3} />)
  return screen.getByRole('region', { name: language === 'en' ? 'Preview' : 'پیش‌نمایش' })
}

afterEach(cleanup)

describe('CommentPreview', () => {
  it('shows nothing while the text is blank', () => {
    const { container } = render(<CommentPreview text={'  \n '} language="en" headingLevel={3} />)
    expect(container.childNodes).toHaveLength(0)
  })

  it('is a region named by its heading, at the level it is given', () => {
    const region = preview('hello')
    expect(within(region).getByRole('heading', { name: 'Preview', level: 3 })).toBeTruthy()
    expect(region.textContent).toContain('hello')
  })

  it('renders nested tags without React complaining in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    preview('[quote name="A"]Q [b]b[/b][/quote] [list][*]a[*][i]b[/i][/list]')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('is labelled in Persian on a Persian page', () => {
    expect(preview('سلام', 'fa').textContent).toContain('سلام')
  })

  it('renders bold, italic, underline and strikeout', () => {
    const region = preview('[b]B[/b] [i]I[/i] [u]U[/u] [s]S[/s]')
    expect(region.querySelector('strong')?.textContent).toBe('B')
    expect(region.querySelector('em')?.textContent).toBe('I')
    expect(region.querySelector('u')?.textContent).toBe('U')
    expect(region.querySelector('s')?.textContent).toBe('S')
  })

  it('renders a list with its items', () => {
    const region = preview('[list]\n[*]one\n[*]two\n[/list]')
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['one', 'two'])
    expect(region.querySelector('ul')).not.toBeNull()
  })

  it('numbers a list the server numbers, without a style attribute', () => {
    const list = preview('[list=a][*]x[/list]').querySelector('ol')
    expect(list?.getAttribute('type')).toBe('a')
    expect(list?.hasAttribute('style')).toBe(false)
  })

  it('shows code as typed, tags included', () => {
    expect(preview('[code]a < b [b]x[/b][/code]').querySelector('pre code')?.textContent).toBe(
      'a < b [b]x[/b]',
    )
  })

  it('shows a quote with its author', () => {
    const quote = preview('[quote name="Sara"]hi there[/quote]').querySelector('blockquote')
    expect(quote?.textContent).toBe('Sara wrote:hi there')
  })

  it('marks hidden content as such', () => {
    const region = preview('[hide]secret[/hide]')
    const box = region.querySelector('.jc-preview-hidden')
    expect(box?.textContent).toContain('Hidden content')
    expect(box?.textContent).toContain('secret')
  })

  describe('links and images', () => {
    it('links https and relative URLs', () => {
      const region = preview('[url]https://example.org/a?b=1&c=2[/url] [url=/about]About[/url]')
      const links = within(region).getAllByRole('link')
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        'https://example.org/a?b=1&c=2',
        '/about',
      ])
      expect(links[1]?.getAttribute('rel')).toContain('noopener')
    })

    it.each([
      ['javascript:alert(1)'],
      ['JaVaScRiPt:alert(1)'],
      [' javascript:alert(1)'],
      ['java\tscript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox'],
    ])('leaves %j as plain text', (url) => {
      const region = preview(`[url]${url}[/url] [url=${url}]click[/url] [img]${url}[/img]`)
      const targets = [...region.querySelectorAll('a, img')].map(
        (node) => node.getAttribute('href') ?? node.getAttribute('src'),
      )
      expect(targets.filter((target) => /script|data/i.test(target ?? ''))).toEqual([])
      expect(region.querySelector('img')).toBeNull()
      expect(region.textContent).toContain(`${url} click ${url}`)
    })

    it('shows an http image and a relative one', () => {
      const region = preview('[img]http://example.org/a.png[/img][img]images/b.png[/img]')
      expect([...region.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        'http://example.org/a.png',
        'images/b.png',
      ])
    })
  })

  it('leaves unknown tags and tags the library cannot read as text', () => {
    const region = preview('[size=99]big[/size] [ ] [onclick] [color=red]x[/color]')
    expect(region.querySelector('.jc-preview-body')?.textContent).toBe(
      '[size=99]big[/size] [ ] [onclick] [color=red]x[/color]',
    )
    expect(region.querySelector('[style]')).toBeNull()
  })

  it('never turns markup in the text into elements', () => {
    const region = preview('<img src=x onerror=alert(1)> [b]<script>x</script>[/b]')
    expect(region.querySelector('img, script')).toBeNull()
    expect(region.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})
