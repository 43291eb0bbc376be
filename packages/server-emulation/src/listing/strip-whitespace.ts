/**
 * Squeezes rendered markup the way the module does before answering an AJAX
 * call: runs of two or more spaces become one, then HTML comments, tabs and
 * line breaks with the indentation after them disappear. Words split across
 * lines are glued together, as on the real server.
 */
export function stripModuleWhitespace(markup: string): string {
  return markup.replace(/ {2,}/g, ' ').replace(/<!--[\s\S]*?-->|\t|(?:\r?\n[ \t]*)+/g, '')
}
