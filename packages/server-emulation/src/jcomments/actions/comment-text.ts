import { bbcodeTags } from '@jc/protocol'
import { jsEscape } from '@jc/protocol/server-format'
import type { RequestContext } from '../context.ts'

/** PHP's `strip_tags`, as far as posted text needs it. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '')
}

/**
 * A posted text as the server stores it: tags stripped, line ends unified,
 * leading and trailing blank lines and spaces gone, newlines as `<br />`.
 */
export function storedText(posted: string): string {
  return stripTags(posted).replace(/\r\n?/g, '\n').trim().replaceAll('\n', '<br />')
}

/** The server's length: characters of the stored text, where each line break counts 6. */
export function tooLong(context: RequestContext, stored: string): boolean {
  const max = context.site.maxCommentLength
  return context.rights.lengthCheck && max > 0 && [...stored].length > max
}

/** The first BBCode tag the visitor has no button for, if the text uses one. */
export function forbiddenTag(context: RequestContext, stored: string): string | undefined {
  return bbcodeTags.find(
    (tag) =>
      !context.rights.bbcode.includes(tag) && new RegExp(`\\[${tag}[\\]=\\s]`, 'i').test(stored),
  )
}

/** Stored text back as the textarea shows it. */
export function editableText(stored: string): string {
  return stored.replace(/<br\s*\/?>/gi, '\n')
}

/** The `al` of a refused post by a banned visitor: the ban message, JS-escaped as the server does. */
export function bannedAlert(context: RequestContext): { readonly n: 'al'; readonly d: string } {
  return { n: 'al', d: jsEscape(context.strings.bannedMessage) }
}
