import { describe, expect, it, vi } from 'vitest'
import { legacySliderSettings, sliderDefaults, sliderSettings } from './slider-settings.ts'

function wrapper(attributes: Record<string, string>): Element {
  const element = document.createElement('section')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('legacySliderSettings', () => {
  it("reads the bxSlider wrapper's data attributes", () => {
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
      speed: 600,
      pause: 2500,
      auto: true,
      repeat: false,
      hoverPause: false,
    })
  })

  it('leaves out what is missing or unreadable', () => {
    expect(legacySliderSettings(wrapper({ 'data-auto': 'maybe', 'data-speed': ' ' }))).toEqual({
      mode: undefined,
      direction: undefined,
      speed: undefined,
      pause: undefined,
      auto: undefined,
      repeat: undefined,
      hoverPause: undefined,
    })
    expect(legacySliderSettings(null).auto).toBeUndefined()
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
      { repeat: true, pause: 1000 },
      { repeat: false, pause: 4000, speed: 300, auto: false },
      vi.fn(),
    )
    expect(settings).toMatchObject({ repeat: true, pause: 1000, speed: 300, auto: false })
  })

  it('names unusable values and keeps the defaults for them', () => {
    const warn = vi.fn()
    const settings = sliderSettings(
      { mode: 'fade', speed: Number.NaN },
      { direction: 'up', pause: -5 },
      warn,
    )
    expect(settings).toEqual(sliderDefaults)
    expect(warn.mock.calls).toEqual([
      ['mode', 'fade', '"horizontal"'],
      ['direction', 'up', '"next" or "prev"'],
      ['speed', 'NaN', 'a number of milliseconds, 0 or more'],
      ['pause', '-5', 'a number of milliseconds, 0 or more'],
    ])
  })
})
