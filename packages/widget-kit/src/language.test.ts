import { describe, expect, it } from 'vitest'
import { languageOf } from './language.ts'
import { inPage } from './testing/in-page.ts'

describe('languageOf', () => {
  it('reads Persian from the nearest lang and writes it right to left', () => {
    expect(languageOf(inPage('<div lang="fa-IR"><p id="target"></p></div>'))).toEqual({
      language: 'fa',
      direction: 'rtl',
    })
  })

  it('lets the element’s own attribute win', () => {
    expect(languageOf(inPage('<div lang="fa"><p id="target"></p></div>'), 'en').language).toBe('en')
  })

  it('falls back to English, left to right', () => {
    expect(languageOf(inPage('<p id="target"></p>'))).toEqual({ language: 'en', direction: 'ltr' })
  })

  it('follows an explicit dir over the language’s own', () => {
    expect(languageOf(inPage('<div lang="en" dir="rtl"><p id="target"></p></div>')).direction).toBe(
      'rtl',
    )
  })

  it('writes a Persian element right to left on an English page, and an English one left to right on a Persian page', () => {
    expect(
      languageOf(inPage('<div lang="en" dir="ltr"><p id="target" lang="fa"></p></div>')),
    ).toEqual({ language: 'fa', direction: 'rtl' })
    expect(
      languageOf(inPage('<div lang="fa" dir="rtl"><p id="target" lang="en"></p></div>')),
    ).toEqual({ language: 'en', direction: 'ltr' })
  })

  it('follows a dir set on the element over its own language', () => {
    expect(
      languageOf(inPage('<div dir="ltr"><p id="target" lang="fa" dir="ltr"></p></div>')).direction,
    ).toBe('ltr')
  })
})
