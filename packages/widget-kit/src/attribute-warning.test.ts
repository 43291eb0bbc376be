// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { warnAttribute } from './attribute-warning.ts'

describe('warnAttribute', () => {
  it('names the element, the attribute, its value and what it should be', () => {
    const log = { warn: vi.fn() }
    warnAttribute('jc-comments', 'object-id', 'abc', 'a positive whole number', log)
    expect(log.warn).toHaveBeenCalledWith(
      '<jc-comments>: the attribute object-id is "abc"; it should be a positive whole number.',
    )
  })

  it('says when the attribute is missing', () => {
    const log = { warn: vi.fn() }
    warnAttribute('listing-tabs', 'ajax-url', null, 'the listing request URL', log)
    expect(log.warn.mock.calls[0]?.[0]).toContain('ajax-url is missing')
  })
})
