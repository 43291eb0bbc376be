import { describe, expect, it, vi } from 'vitest'
import type { BlockMarkup } from './block-markup.ts'
import { resolveSettings, type SettingAttributes } from './settings.ts'

const server: BlockMarkup['settings'] = {
  ajaxUrl: '/fa/',
  effect: 'zoomIn',
  delay: '300',
  duration: '600',
  moduleId: '101',
}
const page = 'https://example.org/fa/index.html'

function resolve(attributes: SettingAttributes, from: BlockMarkup['settings'] = server) {
  const log = { warn: vi.fn() }
  const settings = resolveSettings(from, attributes, page, log)
  return { settings, warnings: log.warn.mock.calls.map(([message]) => String(message)) }
}

describe('the settings of a <listing-tabs>', () => {
  it('take the element’s attributes over the module’s, Persian digits included', () => {
    const { settings, warnings } = resolve({
      ajaxUrl: '/listing',
      moduleId: '۱۰۲',
      effect: 'fadeIn',
      delay: '۵۰',
      duration: '0',
    })
    expect(settings).toEqual({
      ajaxUrl: '/listing',
      moduleId: '102',
      effect: 'fadeIn',
      delay: 50,
      duration: 0,
    })
    expect(warnings).toEqual([])
  })

  it('name a module id that is not a positive whole number, and keep the module’s', () => {
    const { settings, warnings } = resolve({ moduleId: 'abc' })
    expect(settings.moduleId).toBe('101')
    expect(warnings).toEqual([
      '<listing-tabs>: the attribute module-id is "abc"; it should be the module’s id, a positive whole number such as "101".',
    ])
    expect(resolve({ moduleId: '1.5' }).warnings).toHaveLength(1)
    expect(resolve({ moduleId: '-3' }).warnings).toHaveLength(1)
  })

  it('name a module id that neither the element nor the module’s block gives', () => {
    expect(resolve({}, { ...server, moduleId: '' }).warnings).toEqual([
      '<listing-tabs>: the attribute module-id is missing; it should be the module’s id, a positive whole number such as "101".',
    ])
    expect(resolve({ moduleId: '7' }, { ...server, moduleId: '' }).warnings).toEqual([])
  })

  it('name an ajax-url that is no web address, and keep the module’s', () => {
    const { settings, warnings } = resolve({ ajaxUrl: 'javascript:alert(1)' })
    expect(settings.ajaxUrl).toBe('/fa/')
    expect(warnings[0]).toContain('the attribute ajax-url is "javascript:alert(1)"')
    expect(resolve({ ajaxUrl: 'http://[' }).warnings).toHaveLength(1)
    expect(resolve({ ajaxUrl: 'https://example.org/index.php?option=x' }).warnings).toEqual([])
  })

  it('name a delay or duration as written when it is no number of milliseconds', () => {
    const { settings, warnings } = resolve({ delay: 'slow', duration: '-5' })
    expect(settings.delay).toBe(300)
    expect(settings.duration).toBe(600)
    expect(warnings).toEqual([
      '<listing-tabs>: the attribute delay is "slow"; it should be a number of milliseconds, 0 or more.',
      '<listing-tabs>: the attribute duration is "-5"; it should be a number of milliseconds, 0 or more.',
    ])
  })

  it('name the module’s data-delay or data-duration when it is no number of milliseconds', () => {
    const { settings, warnings } = resolve({}, { ...server, delay: 'slow', duration: '-5' })
    expect(settings.delay).toBe(300)
    expect(settings.duration).toBe(600)
    expect(warnings).toEqual([
      '<listing-tabs>: the attribute data-delay is "slow"; it should be a number of milliseconds, 0 or more.',
      '<listing-tabs>: the attribute data-duration is "-5"; it should be a number of milliseconds, 0 or more.',
    ])
    expect(resolve({}, { ...server, delay: '۵۰', duration: '' }).settings).toMatchObject({
      delay: 50,
      duration: 600,
    })
    expect(resolve({ delay: '50' }, { ...server, delay: 'slow' }).warnings).toEqual([])
  })

  it('name a wrong effect by where it was written, and fall back to the module’s, then to none', () => {
    const wrong = resolve({ effect: 'spin' })
    expect(wrong.settings.effect).toBe('zoomIn')
    expect(wrong.warnings).toEqual([expect.stringContaining('the attribute effect is "spin"')])
    const fromServer = resolve({}, { ...server, effect: 'spin' })
    expect(fromServer.settings.effect).toBe('none')
    expect(fromServer.warnings).toEqual([
      expect.stringContaining('the attribute data-effect is "spin"'),
    ])
    const empty = resolve({ effect: '' })
    expect(empty.settings.effect).toBe('zoomIn')
    expect(empty.warnings).toEqual([expect.stringContaining('the attribute effect is ""')])
    expect(resolve({ effect: '' }, { ...server, effect: '' }).settings.effect).toBe('none')
    expect(resolve({}, { ...server, effect: '' }).warnings).toEqual([])
  })
})
