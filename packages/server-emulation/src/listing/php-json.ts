const shortEscapes: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

/**
 * Writes a string as PHP's `json_encode` does with its default flags: slashes
 * escaped as `\/`, every code unit outside ASCII and every control character
 * as a lowercase `\uXXXX` (so astral characters become surrogate pairs), and
 * `< > & '` left raw.
 */
export function phpJsonString(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: json_encode escapes control characters, so the pattern must name them.
  const body = value.replace(/["\\/\u0000-\u001f\u0080-\uffff]/g, (char) => {
    return shortEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return `"${body}"`
}

/** The listing answer, `json_encode` of an object whose only property is `items_markup`. */
export function phpJsonItemsMarkup(itemsMarkup: string): string {
  return `{"items_markup":${phpJsonString(itemsMarkup)}}`
}
