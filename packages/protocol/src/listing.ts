import { MalformedResponseError } from './errors/malformed-response-error.ts'
import type { ProtocolError } from './errors/protocol-error.ts'
import { excerpt } from './excerpt.ts'
import { reportSurroundings } from './surroundings.ts'

/** A further field of a listing call, as a name and a value. */
export type ListingField = readonly [name: string, value: string]

/** What the listing module asks its server for: one page of one tab. */
export interface ListingRequest {
  /** The module instance that must answer. */
  readonly moduleId: string
  /** The category the tab shows. */
  readonly categoryId: string
  /** How many items are already shown: 0 on a tab switch, the item count on load-more. */
  readonly start: number
  /** The tab's ordering field. */
  readonly fieldOrder: string
  /**
   * `limitstart`, which the K2 build reads, as the block's markup holds it
   * (a `data-rl_start`); an empty string is sent empty, as jQuery sent an
   * attribute that was not there.
   */
  readonly limitStart: string
  /** A value that differs on every call; see `createCacheBuster`. */
  readonly cacheBuster: string
  /**
   * The fields a build of the module adds (the K2 build's
   * `sj_class_responsive`, `field_responsive`…), sent after the others in
   * their order. One that names a field above is left out: those are the
   * widget's own.
   */
  readonly fields: readonly ListingField[]
}

/**
 * The answer to a listing call. `itemsMarkup` is server HTML; when it is empty
 * the widget leaves the tab as it is. `warnings` say what was skipped either way.
 */
export type ListingResult =
  | {
      readonly ok: true
      readonly itemsMarkup: string
      readonly warnings: readonly ProtocolError[]
    }
  | {
      readonly ok: false
      readonly error: MalformedResponseError
      readonly warnings: readonly ProtocolError[]
    }

/**
 * Encodes a listing request as a form-urlencoded body. The fields follow the
 * order of the product specification's payload table, which is also the order
 * the K2 build of the original module sends them in:
 * `listing_tabs_moduleid`, `is_ajax_listing_tabs`, `ajax_reslisting_start`,
 * `categoryid`, `time_temp`, `field_order`, `limitstart`; then the request's
 * further fields.
 */
export function encodeListingRequest(request: ListingRequest): string {
  const own: readonly ListingField[] = [
    ['listing_tabs_moduleid', request.moduleId],
    ['is_ajax_listing_tabs', '1'],
    ['ajax_reslisting_start', String(request.start)],
    ['categoryid', request.categoryId],
    ['time_temp', request.cacheBuster],
    ['field_order', request.fieldOrder],
    ['limitstart', request.limitStart],
  ]
  const names = new Set(own.map(([name]) => name))
  const further = request.fields.filter(([name]) => !names.has(name))
  return [...own, ...further]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
}

/**
 * The listing address answered with an HTML page instead of the module's
 * JSON. Joomla renders the page itself when no listing module of the id asked
 * answers there, so the address or the module id the call was sent with is
 * wrong; the excerpt is the page's start.
 */
export class ListingPageError extends MalformedResponseError {
  override name = 'ListingPageError'
}

/**
 * A failed answer, told as an HTML page where the text holds a doctype or an
 * html tag, which only a whole page has (items markup, PHP notices and the K2
 * prefix have neither).
 */
function failed(
  text: string,
  error: MalformedResponseError,
  warnings: readonly ProtocolError[],
): ListingResult {
  return {
    ok: false,
    error: /<!doctype html|<html[\s>]/i.test(text)
      ? new ListingPageError('invalid-json', 'The listing answer is an HTML page.', excerpt(text))
      : error,
    warnings,
  }
}

/**
 * Decodes a listing answer, `{"items_markup": "…"}`. It never throws. Text
 * before the object is skipped with a warning: the K2 build prints
 * `k2_listing_tab_ajax:…` ahead of its JSON, and PHP notices can land there too.
 * A whole HTML page fails as a `ListingPageError`, even where a script of the
 * page holds JSON (Joomla's script options).
 */
export function decodeListingResponse(text: string): ListingResult {
  const warnings: ProtocolError[] = []
  const start = text.indexOf('{')
  const close = text.lastIndexOf('}')
  // An object that is never closed is still cut from its start, so that the
  // prefix is reported along with the broken JSON.
  const end = close > start ? close + 1 : text.length
  // Without an object there is nothing to cut out; the whole text is judged.
  const json = start === -1 ? text : text.slice(start, end)
  if (start !== -1) {
    reportSurroundings(text.slice(0, start), text.slice(end), 'the listing JSON', warnings)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (cause) {
    const error = new MalformedResponseError(
      'invalid-json',
      `The listing answer is not valid JSON (${String(cause)}).`,
      excerpt(json),
    )
    return failed(text, error, warnings)
  }
  const markup =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>).items_markup
      : undefined
  if (typeof markup !== 'string') {
    const error = new MalformedResponseError(
      'no-items-markup',
      'The listing answer has no items_markup string.',
      excerpt(json),
    )
    return failed(text, error, warnings)
  }
  return { ok: true, itemsMarkup: markup, warnings }
}

/**
 * A `time_temp` value unique to one call, from `Date.now()` and
 * `Math.random()`. The original module printed one value into the page, so
 * every call of a page view carried the same one and busted no cache.
 */
export function createCacheBuster(now: number, random: number): string {
  const noise = Math.floor(Math.min(Math.max(random, 0), 0.999_999) * 1_000_000)
  return `${Math.trunc(now)}${String(noise).padStart(6, '0')}`
}
