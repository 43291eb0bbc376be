// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { currentPage } from './current-page.ts'
import { prepareMarkup } from './markup.ts'
import { parseThread } from './parse-thread.ts'

const options = {
  linksInNewWindow: false,
  headingLevel: 2,
  language: 'en' as const,
  warn: () => {},
}
const nav = (id: string) =>
  `<div id="${id}"><span class="page">1</span><span class="activepage"><b>3</b></span></div>`
const list = '<div class="comments-list" id="comments-list"></div>'
const threadOf = (html: string) => parseThread(prepareMarkup(html, options))

describe('currentPage', () => {
  it('is the page the pagination marks active, above the list or below it', () => {
    expect(currentPage(threadOf(`<h4>Comments</h4>${nav('nav-top')}${list}`))).toBe(3)
    expect(currentPage(threadOf(`<h4>Comments</h4>${list}${nav('nav-bottom')}`))).toBe(3)
  })

  it('reads the active page a Persian page shows in Persian digits', () => {
    const persian = { ...options, language: 'fa' as const }
    const thread = parseThread(prepareMarkup(`<h4>نظرها</h4>${nav('nav-top')}${list}`, persian))
    expect(currentPage(thread)).toBe(3)
  })

  it('is 0, the default page, for a thread without pages', () => {
    expect(currentPage(threadOf(`<h4>Comments</h4>${list}`))).toBe(0)
    expect(currentPage(threadOf(''))).toBe(0)
  })
})
