import { parseHandler } from '@jc/protocol'
import { sanitizeToFragment } from '@jc/widget-kit'
import { actionAttribute, actionOf } from './markup.ts'
import { serverForm } from './server-form.ts'

export interface ReportField {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly maxLength: number | null
}

/** The server's report form (protocol §4.7), read into what the widget renders itself. */
export interface ReportForm {
  readonly heading: string
  readonly fields: readonly ReportField[]
  readonly hidden: readonly { readonly name: string; readonly value: string }[]
  readonly submitLabel: string
  readonly cancelLabel: string
}

function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Reads the report form the server sends for `#comments-inline-report`:
 * `form#comments-report-form` with `reason` and `commentid`, whatever a
 * plugin prints around it. Null when the answer holds no such form.
 */
export function parseReportForm(html: string): ReportForm | null {
  const { fragment } = sanitizeToFragment(html, {
    keepForms: true,
    // The buttons are told apart by what their handlers did.
    onInlineHandler: (_tag, name, text) => {
      const action = name === 'onclick' ? parseHandler(text) : null
      return action ? { [actionAttribute]: JSON.stringify(action) } : undefined
    },
  })
  const form = serverForm(fragment, 'comments-report-form', ['reason', 'commentid'])
  if (!form) return null
  const fields = Array.from(form.querySelectorAll('input:not([type=hidden]), textarea')).map(
    (control): ReportField => {
      const id = control.id
      const maxLength = Number(control.getAttribute('maxlength'))
      return {
        id,
        // By id too: the boundary drops a name that shadows a form's property (`name`).
        name: control.getAttribute('name') ?? id.replace(/^comments-report-form-/, ''),
        label:
          textOf(
            Array.from(form.querySelectorAll('label')).find((label) => label.htmlFor === id),
          ) || id,
        maxLength: Number.isInteger(maxLength) && maxLength > 0 ? maxLength : null,
      }
    },
  )
  const hidden = Array.from(form.querySelectorAll('input[type=hidden]')).map((input) => ({
    name: input.getAttribute('name') ?? '',
    value: input.getAttribute('value') ?? '',
  }))
  const buttons = Array.from(form.querySelectorAll(`[${actionAttribute}]`))
  const labelOf = (type: string, fallback: string) =>
    textOf(buttons.find((button) => actionOf(button)?.type === type)) || fallback
  return {
    heading: textOf(fragment.querySelector('h4')),
    fields,
    hidden: hidden.filter((input) => input.name !== ''),
    submitLabel: labelOf('submitReport', 'Submit'),
    cancelLabel: labelOf('cancelReport', 'Cancel'),
  }
}
