// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderServerMarkup, ServerMarkupError } from './server-markup.ts'

describe('the server placeholders of a demo page', () => {
  it('become the JComments block of the object, in its language', () => {
    const html = renderServerMarkup(
      '<jc-comments><!-- server:jcomments object="21" group="com_content" lang="fa" --></jc-comments>',
      '/fa/article.html',
    )
    expect(html).toContain('<div id="jc">')
    expect(html).toContain('id="comments-list-0"')
    expect(html).toContain('نظرات')
  })

  it('leave no inline handler in the JComments block, which a strict CSP would report', () => {
    const html = renderServerMarkup(
      '<!-- server:jcomments object="42" group="com_content" lang="en" -->',
      '/en/article.html',
    )
    expect(html).toContain('class="vote-good"')
    expect(html).not.toMatch(/\son[a-z]+=/i)
  })

  it('become a listing module block', () => {
    const html = renderServerMarkup('<!-- server:listing module="201" -->', '/en/')
    expect(html).toContain('sj-listing-tabs')
    expect(html).toContain('data-modid="201"')
  })

  it('leave the rest of the page as it is', () => {
    const page = '<main><!-- an ordinary comment --><h1>Title</h1></main>'
    expect(renderServerMarkup(page, '/x.html')).toBe(page)
  })

  it('name the page and what to fix when they are wrong', () => {
    expect(() => renderServerMarkup('<!-- server:comments object="1" -->', '/a.html')).toThrow(
      ServerMarkupError,
    )
    expect(() => renderServerMarkup('<!-- server:jcomments object="1" -->', '/a.html')).toThrow(
      '/a.html: <!-- server:jcomments --> needs a group="…" attribute',
    )
    expect(() =>
      renderServerMarkup('<!-- server:jcomments object="1" group="g" lang="de" -->', '/a.html'),
    ).toThrow('lang="de" is not a demo language')
  })
})
