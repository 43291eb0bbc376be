import { describe, expect, it } from 'vitest'
import {
  createCacheBuster,
  decodeListingResponse,
  encodeListingRequest,
  ListingPageError,
} from './listing.ts'

describe('encodeListingRequest', () => {
  it('sends exactly the fields the listing module reads, in the documented order', () => {
    const body = encodeListingRequest({
      moduleId: '123',
      categoryId: '7',
      start: 8,
      fieldOrder: 'a.hits DESC',
      limitStart: '8',
      cacheBuster: '1700000000000042000',
      fields: [],
    })

    expect(body).toBe(
      'listing_tabs_moduleid=123&is_ajax_listing_tabs=1&ajax_reslisting_start=8&categoryid=7&time_temp=1700000000000042000&field_order=a.hits%20DESC&limitstart=8',
    )
  })

  it('percent-encodes values that would break the form', () => {
    const body = encodeListingRequest({
      moduleId: '1&x=2',
      categoryId: 'a=b',
      start: 0,
      fieldOrder: 'ä+',
      limitStart: '0',
      cacheBuster: '',
      fields: [['a b[]', '&=']],
    })

    expect(new URLSearchParams(body).get('listing_tabs_moduleid')).toBe('1&x=2')
    expect(body).toContain('categoryid=a%3Db')
    expect(body).toContain('field_order=%C3%A4%2B')
    expect(body).toContain('time_temp=&')
    expect(body.endsWith('&a%20b%5B%5D=%26%3D')).toBe(true)
  })

  it('sends an empty limitstart empty, then the further fields in their order', () => {
    const body = encodeListingRequest({
      moduleId: '301',
      categoryId: '52',
      start: 0,
      fieldOrder: 'hits',
      limitStart: '',
      cacheBuster: '17',
      fields: [
        ['sj_class_responsive', '3011725148800'],
        ['field_responsive', '52'],
      ],
    })

    expect(body).toBe(
      'listing_tabs_moduleid=301&is_ajax_listing_tabs=1&ajax_reslisting_start=0&categoryid=52&time_temp=17&field_order=hits&limitstart=&sj_class_responsive=3011725148800&field_responsive=52',
    )
  })

  it('leaves out a further field that names one of its own', () => {
    const body = encodeListingRequest({
      moduleId: '301',
      categoryId: '52',
      start: 6,
      fieldOrder: 'hits',
      limitStart: '6',
      cacheBuster: '17',
      fields: [
        ['categoryid', '1'],
        ['limitstart', '0'],
        ['type_js', '2'],
      ],
    })

    expect(new URLSearchParams(body).getAll('categoryid')).toEqual(['52'])
    expect(new URLSearchParams(body).getAll('limitstart')).toEqual(['6'])
    expect(body.endsWith('&limitstart=6&type_js=2')).toBe(true)
  })
})

describe('decodeListingResponse', () => {
  it('reads items_markup from the JSON answer', () => {
    expect(
      decodeListingResponse('{"items_markup":"<div class=\\"ltabs-item\\">1<\\/div>"}'),
    ).toEqual({ ok: true, itemsMarkup: '<div class="ltabs-item">1</div>', warnings: [] })
  })

  it('skips the prefix the K2 build prints before its JSON, with a warning', () => {
    const result = decodeListingResponse(
      'k2_listing_tab_ajax:123::::123{"items_markup":"<p>x</p>"}',
    )

    expect(result).toMatchObject({ ok: true, itemsMarkup: '<p>x</p>' })
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toMatchObject({
      reason: 'leading-text',
      excerpt: 'k2_listing_tab_ajax:123::::123',
    })
  })

  it('skips whitespace around the JSON without a warning', () => {
    expect(decodeListingResponse('\n  {"items_markup":"<p>x</p>"}\n')).toEqual({
      ok: true,
      itemsMarkup: '<p>x</p>',
      warnings: [],
    })
  })

  it('skips text after the JSON, with a warning', () => {
    const result = decodeListingResponse('{"items_markup":"<p>x</p>"}<br />Deprecated: …')

    expect(result).toMatchObject({ ok: true, itemsMarkup: '<p>x</p>' })
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual(['trailing-text'])
  })

  it('accepts empty markup, which leaves the tab unchanged', () => {
    expect(decodeListingResponse('{"items_markup":""}')).toEqual({
      ok: true,
      itemsMarkup: '',
      warnings: [],
    })
  })

  it.each([
    ['a broken object', '{"items_markup": "<p>'],
    ['an empty body', ''],
    ['a PHP notice and a broken object', '<br />\n<b>Notice</b>: x in y.php<br />\n{"items_'],
  ])('fails on %s as invalid JSON', (_, text) => {
    const result = decodeListingResponse(text)

    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatchObject({
      code: 'malformed-response',
      reason: 'invalid-json',
    })
    expect(!result.ok && result.error).not.toBeInstanceOf(ListingPageError)
  })

  // What Joomla sends when no listing module of the id asked sits at the address: the page itself.
  it.each([
    ['a page without script', '<!DOCTYPE html>\n<html lang="en"><body><p>Home</p></body></html>'],
    [
      'a page whose script options are JSON',
      '<!doctype html><html><head><script type="application/json" class="joomla-script-options new">{"csrf.token":"abc"}</script></head><body></body></html>',
    ],
    [
      'a page with styles and scripts',
      '<html>\n<style>p { color: red }</style><script>var a = {b: 1}</script></html>',
    ],
    ['an error page', '<html><body>Fatal error</body></html>'],
  ])('fails on %s as an HTML page, quoting its start', (_, text) => {
    const result = decodeListingResponse(text)

    expect(!result.ok && result.error).toBeInstanceOf(ListingPageError)
    expect(!result.ok && result.error).toMatchObject({
      code: 'malformed-response',
      reason: 'invalid-json',
      message: 'The listing answer is an HTML page.',
      excerpt: text.slice(0, 200),
    })
  })

  it.each([
    ['no items_markup', '{"html":"<p>x</p>"}'],
    ['items_markup that is not a string', '{"items_markup":null}'],
    ['JSON that is no object', '"<p>x</p>"'],
  ])('fails on JSON with %s', (_, text) => {
    const result = decodeListingResponse(text)

    expect(!result.ok && result.error).toMatchObject({ reason: 'no-items-markup' })
  })

  it('keeps the prefix warning when the JSON after it is broken', () => {
    const result = decodeListingResponse('k2_listing_tab_ajax:1::::1{"items_markup":')

    expect(result).toMatchObject({ ok: false, error: { reason: 'invalid-json' } })
    expect(result.warnings.map((w) => 'reason' in w && w.reason)).toEqual(['leading-text'])
  })
})

describe('createCacheBuster', () => {
  it('differs from one call to the next', () => {
    expect(createCacheBuster(1_700_000_000_000, 0.25)).not.toBe(
      createCacheBuster(1_700_000_000_000, 0.5),
    )
    expect(createCacheBuster(1_700_000_000_000, 0.25)).not.toBe(
      createCacheBuster(1_700_000_000_001, 0.25),
    )
  })

  it('is made of digits only, like the original time().rand()', () => {
    expect(createCacheBuster(1_700_000_000_000, 0.042)).toBe('1700000000000042000')
    expect(createCacheBuster(1_700_000_000_000, 0.999_999_9)).toMatch(/^\d{19}$/)
  })
})
