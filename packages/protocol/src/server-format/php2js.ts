// The replacements of JoomlaTuneAjaxResponse::php2js, in the order PHP applies
// them. Its "\b" is not an escape in PHP, so that pair replaces a backslash-b
// with itself and is left out here.
const escapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '/': '\\/',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\f': '\\f',
  '"': '\\"',
}

/**
 * Writes a string as the server's hand-made JSON encoder does: in double
 * quotes, with `\` `/` LF TAB CR FF `"` escaped and nothing else. Other
 * control characters and non-ASCII text are written raw, so the result is not
 * always strict JSON.
 *
 * @example php2jsString('</a>') === '"<\\/a>"'
 */
export function php2jsString(value: string): string {
  return `"${value.replace(/[\\/\n\t\r\f"]/g, (char) => escapes[char] ?? char)}"`
}
