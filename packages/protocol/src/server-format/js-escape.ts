// PHP's addcslashes writes LF and CR as C escapes and puts a backslash before
// every other character of its list.
const escapes: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r' }

/**
 * Escapes text for a single-quoted JavaScript literal exactly as the server's
 * `JCommentsText::jsEscape` does: PHP `addcslashes($text, "\\&\"\n\r<>'")`.
 * Each of `\ & " < > '` gets a backslash in front, LF becomes `\n` and CR
 * becomes `\r`. Nothing else changes: tabs, other control characters and
 * non-ASCII text stay raw.
 *
 * @example jsEscape('</div>') === '\\</div\\>'
 */
export function jsEscape(text: string): string {
  return text.replace(/[\\&"<>'\n\r]/g, (char) => escapes[char] ?? `\\${char}`)
}
