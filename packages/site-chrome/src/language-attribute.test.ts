import { describe, expect, it, vi } from 'vitest'
import { warnLanguage } from './language-attribute.ts'

function element(lang: string | null): Element {
  const span = document.createElement('span')
  if (lang !== null) span.setAttribute('lang', lang)
  return span
}

describe('warnLanguage', () => {
  it('names a language the widgets do not speak, as <jc-comments> does', () => {
    const log = { warn: vi.fn() }
    warnLanguage('content-slider', element('de'), log)
    expect(log.warn).toHaveBeenCalledWith(
      '<content-slider>: the attribute lang is "de"; it should be "fa" or "en".',
    )
  })

  it('lets Persian, English, their regions and an element without lang pass', () => {
    const log = { warn: vi.fn() }
    for (const lang of ['fa', 'en', 'fa-IR', 'EN-gb', null]) {
      warnLanguage('site-lightbox', element(lang), log)
    }
    expect(log.warn).not.toHaveBeenCalled()
  })
})
