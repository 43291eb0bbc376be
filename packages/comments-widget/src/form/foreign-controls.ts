import type { FormControlLike } from '@jc/protocol'

/**
 * The fields of the rendered form that are not the widget's own, as the
 * browser's own submission would send them (named, enabled, ticked, the
 * chosen options), in document order: what another script added (reCAPTCHA
 * writes `g-recaptcha-response` into the form) and the server's fields the
 * widget keeps without knowing them.
 */
export function foreignControls(
  form: HTMLFormElement | null,
  own: readonly FormControlLike[],
): FormControlLike[] {
  if (!form) return []
  const names = new Set(own.map((control) => control.name))
  const controls: FormControlLike[] = []
  for (const [name, value] of new FormData(form)) {
    if (!names.has(name) && typeof value === 'string') controls.push({ name, type: 'text', value })
  }
  return controls
}
