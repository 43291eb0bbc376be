import { escapeMessage } from './escape-message.ts'
import { jsEscape } from './js-escape.ts'

// Every script goes out through the server's addScript, which turns raw LF
// into the two characters `\n` and drops CR. Escaped values hold neither, so
// this only touches the values the server writes unescaped.
function addScript(source: string): string {
  return source.replaceAll('\n', '\\n').replaceAll('\r', '')
}

/**
 * S1: an error message. The message goes through {@link escapeMessage};
 * `target` ('' = the comment form) and `field` ('' = none) are written as they
 * are, as the server does: they are always element ids and field names.
 *
 * @example error('Please enter your name!', '', 'name') === "jcomments.error('Please enter your name!','','name');"
 */
function error(message: string, target = '', field = ''): string {
  return addScript(`jcomments.error('${escapeMessage(message)}','${target}','${field}');`)
}

/** S2: an info message; note the space after the comma. `target` is written as it is. */
function message(text: string, target = ''): string {
  return addScript(`jcomments.message('${escapeMessage(text)}', '${target}');`)
}

/** S3 and S4: empty the comment text, or reload the captcha. */
function clear(field: 'comment' | 'captcha'): string {
  return `jcomments.clear('${field}');`
}

/** S5: replace a comment's content (SaveComment, a merged AddComment, a soft delete); a bare id. */
function updateComment(id: number, html: string): string {
  return addScript(`jcomments.updateComment(${id}, '${jsEscape(html)}');`)
}

/**
 * S6: remove a comment and its replies (a hard delete). The id is the request
 * argument echoed unescaped, so it may be any text.
 */
function removeComment(id: number | string): string {
  return addScript(`jcomments.updateComment('${id}','');`)
}

/** S8: replace the whole tree block ('' when the last comment is gone). */
function updateTree(html: string, parent: null): string
/** S7: add one comment item to the replies of `parent` (0 = top level), after (`a`) or before (`b`) them. */
function updateTree(html: string, parent: number | string, mode: 'a' | 'b'): string
function updateTree(html: string, parent: number | string | null, mode?: 'a' | 'b'): string {
  const escaped = jsEscape(html)
  return addScript(
    parent === null
      ? `jcomments.updateTree('${escaped}',null);`
      : `jcomments.updateTree('${escaped}','${parent}','${mode ?? 'a'}');`,
  )
}

/** S9 (`a` append, `p` prepend one item) and S10 (`r` replace the whole list block). */
function updateList(html: string, mode: 'a' | 'p' | 'r'): string {
  return addScript(`jcomments.updateList('${jsEscape(html)}','${mode}');`)
}

/** S11 */
function scrollToList(): string {
  return 'jcomments.scrollToList();'
}

/**
 * S12: open the form in edit mode. Every value goes through {@link jsEscape};
 * the server passes '' for the name and e-mail of a registered user's comment,
 * and takes newlines out of the title before.
 */
function showEdit(
  id: number,
  name: string,
  email: string,
  homepage: string,
  title: string,
  text: string,
): string {
  const values = [name, email, homepage, title, text].map((value) => `'${jsEscape(value)}'`)
  return addScript(`jcomments.showEdit(${id}, ${values.join(', ')});`)
}

/**
 * S13: insert a quote into the comment text. The text goes through
 * {@link jsEscape}; the author name is written unescaped, as the server does,
 * so a quote in it reaches the client as it is.
 */
function insertText(author: string, text: string): string {
  return addScript(`jcomments.insertText('[quote name="${author}"]${jsEscape(text)}[/quote]\\n');`)
}

/** S14: the id is the request argument echoed unescaped. */
function scrollToComment(id: number | string): string {
  return addScript(`jcomments.scrollToComment('${id}');`)
}

/** S15: Jump2email's navigation to the address, written as it is. */
function mailto(email: string): string {
  return addScript(`window.location='mailto:${email}';`)
}

/** S16: the new subscription state and link label; the label is written unescaped. */
function updateSubscription(subscribed: boolean, label: string): string {
  return addScript(`jcomments.updateSubscription(${subscribed}, '${label}');`)
}

/** S17: the comment's new score HTML; a quoted id and no space. */
function updateVote(id: number, html: string): string {
  return addScript(`jcomments.updateVote('${id}','${jsEscape(html)}');`)
}

/** S18: close the report form with a message ('' for none), through {@link escapeMessage}. */
function closeReport(text: string): string {
  return addScript(`jcomments.closeReport('${escapeMessage(text)}');`)
}

/**
 * The server's script strings S1–S18 (protocol §3.3), each with its exact
 * spacing and escaping, as the `d` of a `js` command. Values the server leaves
 * unescaped are left unescaped here too.
 */
export const scripts = {
  error,
  message,
  clear,
  updateComment,
  removeComment,
  updateTree,
  updateList,
  scrollToList,
  showEdit,
  insertText,
  scrollToComment,
  mailto,
  updateSubscription,
  updateVote,
  closeReport,
} as const
