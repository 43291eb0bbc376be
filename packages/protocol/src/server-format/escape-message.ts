import { jsEscape } from './js-escape.ts'

/**
 * Prepares a message for `jcomments.error` and `jcomments.message` (and the
 * report messages) as the server's `escapeMessage` does: real newlines become
 * the two characters `\n`, then every `\n` (including one that was already in
 * the text) becomes `<br />`, then the result goes through {@link jsEscape}.
 * Language strings hold `\n` as text, which is how a message gets its line
 * breaks.
 *
 * @example escapeMessage('One.\\nTwo.') === 'One.\\<br /\\>Two.'
 */
export function escapeMessage(message: string): string {
  return jsEscape(message.replaceAll('\n', '\\n').replaceAll('\\n', '<br />'))
}
