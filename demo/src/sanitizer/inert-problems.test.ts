import { describe, expect, it } from 'vitest'
import { inertProblems } from './inert-problems.ts'

function nodes(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return holder
}

describe('inertProblems', () => {
  it('finds what could run, load or style', () => {
    expect(
      inertProblems(
        nodes(
          '<a href="javascript:x()">a</a><img src="x" onerror="y()"><iframe></iframe><p style="a">p</p><form><input></form><img src="data:text/html,x">',
        ),
      ),
    ).toEqual([
      'a[href=javascript:x()]',
      'img[onerror]',
      '<iframe>',
      'p[style]',
      '<form>',
      '<input>',
      'img[src=data:text/html,x]',
    ])
  })

  it('finds a data: image too', () => {
    expect(inertProblems(nodes('<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="">'))).toEqual([
      'img[src=data:image/svg+xml;base6]',
    ])
  })

  it('passes inert markup, and forms where they were asked for', () => {
    expect(inertProblems(nodes('<a href="/x">a</a><img src="/x.svg" alt=""><b>b</b>'))).toEqual([])
    expect(inertProblems(nodes('<form><input name="a"></form>'), true)).toEqual([])
  })
})
