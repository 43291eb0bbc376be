import { escapeHtml } from '../escape-html.ts'

/** Writes attributes in the given order, each value escaped, with a leading space before each. */
export function attributes(values: Readonly<Record<string, string | number>>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')
}
