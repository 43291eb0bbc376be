import { actionPrefix, type JCommentsAction } from './actions.ts'
import type { JtxCall } from './call.ts'

/**
 * A form control as the serializer reads it. `HTMLInputElement`,
 * `HTMLTextAreaElement` and `HTMLSelectElement` all fit, so a widget can pass
 * `form.elements` as it is; tests can pass plain objects.
 */
export interface FormControlLike {
  readonly name: string
  readonly type: string
  readonly value?: string
  readonly checked?: boolean
  readonly options?: ArrayLike<{ readonly selected: boolean; readonly value: string }>
}

/**
 * Encodes a form action: `jtxf=JComments<Action>&` followed by the form's
 * fields (see `serializeForm`). A form without named fields leaves the
 * trailing `&`, as the legacy client does.
 */
export function encodeFormCall(
  action: JCommentsAction,
  controls: Iterable<FormControlLike>,
): JtxCall {
  return { action, body: `jtxf=${actionPrefix}${action}&${serializeForm(controls)}` }
}

/**
 * Serializes form controls in document order like the legacy `form2query`:
 * unnamed controls are skipped, and so are unchecked radios and checkboxes;
 * a multiple select sends one pair per selected option; disabled controls are
 * sent. Names go as they are, values through `encodeURIComponent`, so a space
 * is `%20`, never `+`.
 */
export function serializeForm(controls: Iterable<FormControlLike>): string {
  const pairs: string[] = []
  for (const control of controls) {
    if (!control.name) continue
    if ((control.type === 'radio' || control.type === 'checkbox') && !control.checked) continue
    if (control.type === 'select-multiple') {
      for (const option of Array.from(control.options ?? [])) {
        if (option.selected) pairs.push(`${control.name}=${encodeURIComponent(option.value)}`)
      }
      continue
    }
    pairs.push(`${control.name}=${encodeURIComponent(String(control.value))}`)
  }
  return pairs.join('&')
}
