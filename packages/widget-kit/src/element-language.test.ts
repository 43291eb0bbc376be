import { describe, expect, it, vi } from 'vitest'
import { elementLanguage, warnLanguage } from './element-language.ts'
import { inPage } from './testing/in-page.ts'

describe('elementLanguage', () => {
  it('speaks the element’s own Persian or English, regions included', () => {
    expect(
      elementLanguage(inPage('<div lang="en"><p id="target" lang="fa-IR"></p></div>')),
    ).toEqual({
      language: 'fa',
      direction: 'rtl',
    })
  })

  it('gives a language it has no strings in way to the page around the element', () => {
    expect(elementLanguage(inPage('<div lang="fa"><p id="target" lang="de"></p></div>'))).toEqual({
      language: 'fa',
      direction: 'rtl',
    })
  })

  it('speaks English where nothing around says otherwise', () => {
    expect(elementLanguage(inPage('<p id="target" lang="de"></p>')).language).toBe('en')
  })
})

describe('warnLanguage', () => {
  it('names a language the widgets do not speak, in the words of every attribute warning', () => {
    const log = { warn: vi.fn() }
    warnLanguage('content-slider', inPage('<p id="target" lang="de"></p>'), log)
    expect(log.warn).toHaveBeenCalledWith(
      '<content-slider>: the attribute lang is "de"; it should be "fa" or "en".',
    )
  })

  it('lets Persian, English, their regions and an element without lang pass', () => {
    const log = { warn: vi.fn() }
    for (const lang of ['lang="fa"', 'lang="en"', 'lang="fa-IR"', 'lang="EN-gb"', '']) {
      warnLanguage('site-lightbox', inPage(`<p id="target" ${lang}></p>`), log)
    }
    expect(log.warn).not.toHaveBeenCalled()
  })
})
