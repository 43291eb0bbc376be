/** The fields of a listing call the emulation acts on. `time_temp` is read by nobody. */
export interface ParsedListingRequest {
  readonly moduleId: number
  readonly categoryId: string
  readonly start: number
  readonly fieldOrder: string
}

// JRequest::getInt reads the leading integer of a value, and 0 when there is none.
function phpInt(value: string | null): number | undefined {
  const match = value?.match(/^\s*([+-]?\d+)/)
  return match?.[1] === undefined ? undefined : Number.parseInt(match[1], 10)
}

/**
 * Reads a form-urlencoded body as the module's entry file does. Undefined
 * means the module would not treat the request as its AJAX call: no non-zero
 * `is_ajax_listing_tabs` or no module id. The start is `ajax_reslisting_start`,
 * or `limitstart` when that is missing, never below 0.
 */
export function parseListingRequest(body: string): ParsedListingRequest | undefined {
  const form = new URLSearchParams(body)
  if (!phpInt(form.get('is_ajax_listing_tabs'))) return undefined
  const moduleId = form.get('listing_tabs_moduleid')?.trim() ?? ''
  if (!/^\d+$/.test(moduleId)) return undefined
  const start = phpInt(form.get('ajax_reslisting_start')) ?? phpInt(form.get('limitstart')) ?? 0
  return {
    moduleId: Number(moduleId),
    categoryId: form.get('categoryid')?.trim() ?? '',
    start: Math.max(start, 0),
    fieldOrder: form.get('field_order')?.trim() ?? '',
  }
}
