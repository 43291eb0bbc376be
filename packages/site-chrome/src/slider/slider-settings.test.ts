import { describe, expect, it, vi } from 'vitest'
import { legacySliderSettings, sliderDefaults, sliderSettings } from './slider-settings.ts'

function wrapper(attributes: Record<string, string>): Element {
  const element = document.createElement('section')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('legacySliderSettings', () => {
  it("reads the bxSlider wrapper's data attributes as written", () => {
    const legacy = legacySliderSettings(
      wrapper({
        'data-mode': 'horizontal',
        'data-direction': 'prev',
        'data-speed': '600',
        'data-pause': '2500',
        'data-auto': 'true',
        'data-repeat': 'false',
        'data-hover-pause': '0',
      }),
    )
    expect(legacy).toEqual({
      mode: 'horizontal',
      direction: 'prev',
      speed: '600',
      pause: '2500',
      auto: 'true',
      repeat: 'false',
      hoverPause: '0',
    })
  })

  it('leaves out what is missing', () => {
    expect(legacySliderSettings(wrapper({ 'data-auto': 'maybe' }))).toEqual({ auto: 'maybe' })
    expect(legacySliderSettings(null)).toEqual({})
  })
})

describe('sliderSettings', () => {
  it("falls back to the template's defaults", () => {
    expect(sliderSettings({}, {}, vi.fn())).toEqual({
      mode: 'horizontal',
      direction: 'next',
      speed: 600,
      pause: 2500,
      auto: true,
      repeat: true,
      hoverPause: true,
    })
    expect(sliderSettings({}, {}, vi.fn())).toEqual(sliderDefaults)
  })

  it("lets the element's attributes win over the legacy data", () => {
    const settings = sliderSettings(
      { repeat: 'true', pause: '1000' },
      { repeat: 'false', pause: '4000', speed: '300', auto: 'false' },
      vi.fn(),
    )
    expect(settings).toMatchObject({ repeat: true, pause: 1000, speed: 300, auto: false })
  })

  it('reads flags as HTML and bxSlider wrote them, and Persian digits', () => {
    const settings = sliderSettings(
      { auto: '', repeat: 'off', hoverPause: 'No', pause: '۳۰۰۰' },
      {},
      vi.fn(),
    )
    expect(settings).toMatchObject({ auto: true, repeat: false, hoverPause: false, pause: 3000 })
  })

  it('names each unusable value as it was written, and keeps the defaults for them', () => {
    const warn = vi.fn()
    const settings = sliderSettings(
      { mode: 'fade', speed: 'fast', auto: 'maybe', repeat: 'nah', hoverPause: '2' },
      { direction: 'up', pause: '-5' },
      warn,
    )
    expect(settings).toEqual(sliderDefaults)
    expect(warn.mock.calls).toEqual([
      ['mode', 'fade', '"horizontal"'],
      ['data-direction', 'up', '"next" or "prev"'],
      ['speed', 'fast', 'a number of milliseconds, 0 or more'],
      ['data-pause', '-5', 'a number of milliseconds, 0 or more'],
      ['auto', 'maybe', '"true" or "false"'],
      ['repeat', 'nah', '"true" or "false"'],
      ['hover-pause', '2', '"true" or "false"'],
    ])
  })

  it("falls back to the legacy data when the element's own value is unusable", () => {
    const warn = vi.fn()
    const settings = sliderSettings(
      { pause: 'soon', auto: 'maybe' },
      { pause: '4000', auto: 'false' },
      warn,
    )
    expect(settings).toMatchObject({ pause: 4000, auto: false })
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
