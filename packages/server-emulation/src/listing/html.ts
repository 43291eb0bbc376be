const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
}

/** Escapes text for HTML content and double-quoted attributes, as PHP's `htmlspecialchars` with ENT_QUOTES does. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** Writes attributes in the given order, each value escaped, with a leading space before each. */
export function attributes(values: Readonly<Record<string, string | number>>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')
}
