import { languageOf } from '@jc/widget-kit'
import { elementAttributes } from './element-attributes.ts'
import { readStockBlock, type StockBlockIssue } from './stock-block.ts'

const tag = 'jc-comments'

export interface UpgradeOptions {
  /** Where unreadable blocks are reported; the console by default. */
  readonly log?: Pick<Console, 'warn'>
}

/**
 * Zero-touch mode, for sites that cannot change their templates: turns each
 * stock JComments block of the page (an inline `new JComments(…)` script and
 * `div#jc`, protocol §4.1) into a `<jc-comments>` element in the block's
 * place, configured from the block's scripts read as text, never run. The
 * block's nodes move inside the element, which takes that server markup over
 * when it upgrades.
 *
 * A block already inside a `<jc-comments>` is left alone, so a second call
 * does nothing. A `div#jc` whose script cannot be read stays as it is, with a
 * console warning naming what is missing, written once its words arrive.
 *
 * @returns the elements created, in page order.
 */
export function upgradeStockBlocks(document: Document, options: UpgradeOptions = {}): Element[] {
  const log = options.log ?? console
  const created: Element[] = []
  for (const root of Array.from(document.querySelectorAll<HTMLElement>('div#jc'))) {
    if (root.closest(tag)) continue
    const block = readStockBlock(root)
    if (block.issue) warn(block.issue, log)
    if (block.kind === 'unreadable') continue
    const element = document.createElement(tag)
    const context = { lang: languageOf(root).language }
    for (const [name, value] of elementAttributes(block.script, context)) {
      element.setAttribute(name, value)
    }
    const last = block.nodes.at(-1) ?? root
    const parent = last.parentNode
    const next = last.nextSibling
    // Filled before it enters the page, so the element's first look at its
    // children already sees the whole block.
    element.append(...block.nodes)
    parent?.insertBefore(element, next)
    created.push(element)
  }
  return created
}

// The words are a chunk of their own, which a page whose blocks all read never
// fetches. Without them the code still names the block and what went wrong.
function warn(issue: StockBlockIssue, log: Pick<Console, 'warn'>): void {
  import('./stock-block-warnings.ts')
    .then(
      (words) => words.stockBlockWarning(issue),
      () => `div#jc: ${issue.reason}`,
    )
    .then((warning) => log.warn(`<${tag}> zero-touch: ${warning}`))
}
