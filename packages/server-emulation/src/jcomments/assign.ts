import type { ServerCommand } from '@jc/protocol/server-format'

const scriptBlock = /<script\s[^>]+>([\s\S]*?)<\/script>/gi

/**
 * `JoomlaTuneAjaxResponse::addAssign`: assigns HTML to an element, after
 * moving every `<script …>` block with content out of it into a `js` command
 * that follows the `as`. The scripts keep their real newlines, lose a `<!--`
 * opening a line and a `//-->` closing one, and are trimmed.
 */
export function assign(target: string, html: string): ServerCommand[] {
  const scripts: ServerCommand[] = []
  const rest = html.replace(scriptBlock, (block, content: string) => {
    if (content.trim() === '') return block
    // PHP's `$` with /m ends a line before LF only: on a CRLF page `//-->` stays, as a comment.
    const source = content
      .replace(/^<!--/gm, '')
      .replace(/\/\/-->(?=\n|$)/g, '')
      .trim()
    scripts.push({ n: 'js', d: source })
    return ''
  })
  return [{ n: 'as', t: target, d: rest }, ...scripts]
}
