import type { FormControlLike } from '@jc/protocol'
import type { FormState } from './form-state.ts'

const text = (name: string, value: string): FormControlLike => ({ name, type: 'text', value })

// A Persian (U+06F0…) or Arabic (U+0660…) keyboard types the code's digits in
// its own script, which the server's captcha never matches: both zeros end in
// 0 in hexadecimal, so a digit's code modulo 16 is its value.
const latinDigits = (code: string) =>
  code.replace(/[۰-۹٠-٩]/g, (digit) => `${digit.charCodeAt(0) % 16}`)

/**
 * The form's fields as the legacy client posted them (protocol §1.4): the
 * visible fields in the server's order, the subscription when ticked, the
 * captcha (its digits Latin), the server's hidden inputs, then `parent` in
 * reply mode and `id` in edit mode. Empty when no form was received.
 */
export function formControls(state: FormState): FormControlLike[] {
  const { model, values } = state
  if (!model) return []
  const controls = model.inputs.map((input) => text(input.field, values[input.field]))
  controls.push({ name: 'comment', type: 'textarea', value: values.comment })
  if (model.subscribeLabel !== null) {
    controls.push({ name: 'subscribe', type: 'checkbox', value: '1', checked: values.subscribe })
  }
  if (model.captcha) controls.push(text(model.captcha.inputName, latinDigits(values.captcha)))
  for (const input of model.hidden) controls.push({ ...input, type: 'hidden' })
  if (state.mode === 'reply' && state.commentId !== null) {
    controls.push({ name: 'parent', type: 'hidden', value: String(state.commentId) })
  }
  if (state.mode === 'edit' && state.commentId !== null) {
    controls.push({ name: 'id', type: 'hidden', value: String(state.commentId) })
  }
  return controls
}
