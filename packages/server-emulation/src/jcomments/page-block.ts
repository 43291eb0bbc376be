import { isBanned, type RequestContext } from './context.ts'
import { blockHtml } from './html-list.ts'
import type { ThreadSeed } from './types.ts'

/**
 * `tpl_index` as the article page prints it (protocol §4.1), without its
 * inline scripts: the comments block, the "Add comment" link (or the ban
 * message) and the footer, inside `div#jc`.
 */
export function pageBlockHtml(context: RequestContext, thread: ThreadSeed): string {
  const form = isBanned(context)
    ? `<a id="addcomments" href="#addcomments"></a>\n<p class="message">${context.strings.bannedMessage}</p>\n`
    : '<div id="comments-form-link">\n' +
      `<a id="addcomments" class="showform" href="#addcomments" onclick="jcomments.showForm(${thread.objectId},'${thread.objectGroup}', 'comments-form-link'); return false;">${context.strings.addComment}</a>\n` +
      '</div>\n'
  return [
    '<div id="jc">\n',
    `<div id="comments">${blockHtml(context, thread, 0)}</div>\n`,
    form,
    '<div id="comments-footer" align="center"><a href="http://www.joomlatune.com" title="JComments" target="_blank">JComments</a></div>\n',
    '</div>\n',
  ].join('')
}
