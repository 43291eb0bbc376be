// @vitest-environment node
import { parsePageScript } from '@jc/protocol'
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

describe('a stock page placeholder (scripts="inline")', () => {
  const stock = renderServerMarkup(
    '<main><!-- server:jcomments object="21" group="com_content" lang="fa" scripts="inline" --></main>',
    '/fa/stock-article.html',
  )
  const scripts = Array.from(
    stock.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g),
    ([, text]) => text,
  )

  it('puts the page script before div#jc and setAntiCache as its last child, like tpl_index', () => {
    expect(stock).toMatch(
      /^<main><script type="text\/javascript">[\s\S]*?<\/script>\n<div id="jc">/,
    )
    expect(stock).toMatch(
      /jcomments\.setAntiCache\(1,0,1\);\n\/\/-->\n<\/script> \n<\/div>\n<\/main>$/,
    )
    expect(scripts).toHaveLength(2)
  })

  it('writes scripts the zero-touch mode reads: object, group, HTML-escaped URI and flags', () => {
    expect(scripts[0]).toContain(
      "var jcomments=new JComments(21, 'com_content','http://127.0.0.1:5173/component/jcomments/?tmpl=component&amp;lang=fa');",
    )
    expect(parsePageScript(scripts.join('\n'))).toEqual({
      objectId: 21,
      objectGroup: 'com_content',
      requestUri: 'http://127.0.0.1:5173/component/jcomments/?tmpl=component&lang=fa',
      antiCache: { showComment: true, loadList: false, formLink: true },
    })
  })

  it('still leaves no inline handler in the block', () => {
    expect(stock).not.toMatch(/\son[a-z]+=/i)
  })

  it('names anything but scripts="inline"', () => {
    expect(() =>
      renderServerMarkup(
        '<!-- server:jcomments object="21" group="com_content" lang="fa" scripts="yes" -->',
        '/a.html',
      ),
    ).toThrow(
      '/a.html: scripts="yes" on <!-- server:jcomments -->; use scripts="inline" or leave it out',
    )
  })
})
