import type { StockBlockIssue } from './stock-block.ts'

const clientCall = "new JComments(<object id>, '<object group>', '<request URI>')"

/**
 * The console's words for a stock block read in part or not at all, after
 * `<jc-comments> zero-touch: `. Imported on demand, so only a broken page
 * downloads them; template authors search for them, so they stay as they are.
 */
export function stockBlockWarning(issue: StockBlockIssue): string {
  switch (issue.reason) {
    case 'no-page-script':
      return `the JComments block div#jc was left as it is: no inline script before it creates the client (var jcomments=${clientCall}).`
    case 'unread-page-script':
      return `the JComments block div#jc was left as it is: its page script does not read as ${clientCall} and setList: ${excerpt(issue.script)}.`
    case 'unread-anti-cache':
      return `div#jc: its setAntiCache script was not read, so the defaults apply: ${excerpt(issue.script)}.`
  }
}

const maxExcerpt = 120

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > maxExcerpt ? `${flat.slice(0, maxExcerpt)}…` : flat
}
