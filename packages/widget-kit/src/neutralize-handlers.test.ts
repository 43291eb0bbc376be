import { describe, expect, it } from 'vitest'
import { neutralizeInlineHandlers } from './neutralize-handlers.ts'

describe('neutralizeInlineHandlers', () => {
  it('reads <!--> and <!---> as the whole comments a parser sees, and renames the handler after them', () => {
    expect(neutralizeInlineHandlers('<!--><img src=x onerror=a()>--><!---><b onclick=b()>')).toBe(
      '<!--><img data-inline="" src=x data-inline-onerror=a()>--><!---><b data-inline="" data-inline-onclick=b()>',
    )
  })

  it('renames handler attributes in every quoting style', () => {
    expect(
      neutralizeInlineHandlers(
        `<a href="#" onclick="jcomments.showReply(1); return false;">r</a><img src=x onerror=alert(1)><b ONMOUSEOVER='x()'>b</b>`,
      ),
    ).toBe(
      `<a data-inline="" href="#" data-inline-onclick="jcomments.showReply(1); return false;">r</a><img data-inline="" src=x data-inline-onerror=alert(1)><b data-inline="" data-inline-ONMOUSEOVER='x()'>b</b>`,
    )
  })

  it('leaves text and attribute values that only look like handlers alone', () => {
    const html =
      '<p title="onclick=x()">say onclick="x()" here, 2<3 onclick=y</p><span data-on="1">s</span>'
    expect(neutralizeInlineHandlers(html)).toBe(html)
  })

  it('renames handlers in comments, which text a parser reads (a <textarea>) can hold as markup', () => {
    expect(neutralizeInlineHandlers('<textarea><!--</textarea><img onerror=a()>-->')).toBe(
      '<textarea><!--</textarea><img data-inline="" data-inline-onerror=a()>-->',
    )
  })

  it('writes a < inside a tag as &lt;, so no tag a parser reads in place of text can hide in a value', () => {
    // In <svg>, </p> closes the drawing: <title> holds HTML text, which the img ends.
    expect(
      neutralizeInlineHandlers('<svg></p><title><a id="</title><img src=x onerror=a()>"></a>'),
    ).toBe('<svg></p><title><a id="&lt;/title>&lt;img src=x onerror=a()>"></a>')
    expect(neutralizeInlineHandlers(`<p title='1 < 2' x<i onclick=b()>t</p>`)).toBe(
      `<p data-inline="" title='1 &lt; 2' x&lt;i data-inline-onclick=b()>t</p>`,
    )
  })

  it('finds handlers after slashes and unquoted values, and in unclosed tags', () => {
    expect(neutralizeInlineHandlers('<svg/onload=alert(1)>')).toBe(
      '<svg data-inline=""/data-inline-onload=alert(1)>',
    )
    expect(neutralizeInlineHandlers('<p a=1 onclick=x')).toBe(
      '<p data-inline="" a=1 data-inline-onclick=x',
    )
  })

  it('renames style attributes too, which a strict style-src reports when parsed', () => {
    expect(neutralizeInlineHandlers('<div style="clear:both;">x</div>')).toBe(
      '<div data-inline="" data-inline-style="clear:both;">x</div>',
    )
  })

  it('renames only a name that is style, or starts with on, whatever its case', () => {
    expect(neutralizeInlineHandlers('<p styles="a" STYLE=b data-onx=1 On=2 style>t</p>')).toBe(
      '<p data-inline="" styles="a" data-inline-STYLE=b data-onx=1 data-inline-On=2 data-inline-style>t</p>',
    )
  })

  it('marks a tag once however many attributes it renames', () => {
    expect(
      neutralizeInlineHandlers('<a onclick="x()" onmouseover="y()" style="z">a</a><b>b</b>'),
    ).toBe(
      '<a data-inline="" data-inline-onclick="x()" data-inline-onmouseover="y()" data-inline-style="z">a</a><b>b</b>',
    )
  })

  it('renames an attribute the server already wrote in the renamed form', () => {
    expect(neutralizeInlineHandlers('<a data-inline-onclick="x()">a</a>')).toBe(
      '<a data-inline="" data-inline-data-inline-onclick="x()">a</a>',
    )
  })

  it('renames style elements, which a strict style-src reports when parsed', () => {
    expect(
      neutralizeInlineHandlers('<STYLE media="x">a{}</Style ><p>p</p><styles>s</styles>'),
    ).toBe('<data-inline-STYLE media="x">a{}</data-inline-Style ><p>p</p><styles>s</styles>')
  })

  it('keeps a lone < as text', () => {
    expect(neutralizeInlineHandlers('2 < 3 and <3')).toBe('2 < 3 and <3')
  })
})

describe('neutralizeInlineHandlers with a reader', () => {
  const reader = (tag: string, name: string, text: string) => ({
    'data-read': `${tag} ${name} ${text}`,
  })

  it('writes what the reader makes of a handler first in its tag, single-quoted, in place of the handler', () => {
    expect(
      neutralizeInlineHandlers(`<a href="#" onclick="go('a&amp;b')" title=t>x</a>`, reader),
    ).toBe(`<a data-read='a onclick go(&#39;a&amp;b&#39;)' href="#"  title=t>x</a>`)
  })

  it('reads unquoted values and a handler without a value, in any case', () => {
    expect(neutralizeInlineHandlers('<B OnClick=go(1) onmouseover>x</B>', reader)).toBe(
      "<B data-read='b onclick go(1)' data-read='b onmouseover '  >x</B>",
    )
  })

  it('drops a handler the reader has nothing for', () => {
    expect(neutralizeInlineHandlers('<img src=x onerror="steal()">', () => undefined)).toBe(
      '<img src=x >',
    )
  })

  it('leaves to the last pass what it would have to guess, and never reads style or renamed attributes', () => {
    expect(
      neutralizeInlineHandlers(
        '<a onclick="say(&hellip;)" style="color:red" data-inline-onclick="go()">x</a>',
        reader,
      ),
    ).toBe(
      '<a data-inline="" data-inline-onclick="say(&hellip;)" data-inline-style="color:red" data-inline-data-inline-onclick="go()">x</a>',
    )
  })
})
