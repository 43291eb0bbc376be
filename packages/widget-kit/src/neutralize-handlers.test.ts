import { describe, expect, it } from 'vitest'
import { neutralizeInlineHandlers } from './neutralize-handlers.ts'

describe('neutralizeInlineHandlers', () => {
  it('renames handler attributes in every quoting style', () => {
    expect(
      neutralizeInlineHandlers(
        `<a href="#" onclick="jcomments.showReply(1); return false;">r</a><img src=x onerror=alert(1)><b ONMOUSEOVER='x()'>b</b>`,
      ),
    ).toBe(
      `<a data-inline href="#" data-inline-onclick="jcomments.showReply(1); return false;">r</a><img data-inline src=x data-inline-onerror=alert(1)><b data-inline data-inline-ONMOUSEOVER='x()'>b</b>`,
    )
  })

  it('leaves text, comments and attribute values that only look like handlers alone', () => {
    const html =
      '<p title="onclick=x()">say onclick="x()" here</p><!-- <a onclick="y()"> --><span data-on="1">s</span>'
    expect(neutralizeInlineHandlers(html)).toBe(html)
  })

  it('finds handlers after slashes and unquoted values, and in unclosed tags', () => {
    expect(neutralizeInlineHandlers('<svg/onload=alert(1)>')).toBe(
      '<svg data-inline/data-inline-onload=alert(1)>',
    )
    expect(neutralizeInlineHandlers('<p a=1 onclick=x')).toBe(
      '<p data-inline a=1 data-inline-onclick=x',
    )
  })

  it('renames style attributes too, which a strict style-src reports when parsed', () => {
    expect(neutralizeInlineHandlers('<div style="clear:both;">x</div>')).toBe(
      '<div data-inline data-inline-style="clear:both;">x</div>',
    )
  })

  it('renames only a name that is style, or starts with on, whatever its case', () => {
    expect(neutralizeInlineHandlers('<p styles="a" STYLE=b data-onx=1 On=2 style>t</p>')).toBe(
      '<p data-inline styles="a" data-inline-STYLE=b data-onx=1 data-inline-On=2 data-inline-style>t</p>',
    )
  })

  it('marks a tag once however many attributes it renames', () => {
    expect(
      neutralizeInlineHandlers('<a onclick="x()" onmouseover="y()" style="z">a</a><b>b</b>'),
    ).toBe(
      '<a data-inline data-inline-onclick="x()" data-inline-onmouseover="y()" data-inline-style="z">a</a><b>b</b>',
    )
  })

  it('renames an attribute the server already wrote in the renamed form', () => {
    expect(neutralizeInlineHandlers('<a data-inline-onclick="x()">a</a>')).toBe(
      '<a data-inline data-inline-data-inline-onclick="x()">a</a>',
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
