import { languageOf } from '@jc/widget-kit'
import { elementAttributes } from './element-attributes.ts'
import { readStockBlock } from './stock-block.ts'

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
 * console warning naming what is missing.
 *
 * @returns the elements created, in page order.
 */
export function upgradeStockBlocks(document: Document, options: UpgradeOptions = {}): Element[] {
  const log = options.log ?? console
  const created: Element[] = []
  for (const root of Array.from(document.querySelectorAll<HTMLElement>('div#jc'))) {
    if (root.closest(tag)) continue
    const block = readStockBlock(root)
    if (block.kind === 'unreadable') {
      log.warn(
        `<${tag}> zero-touch: the JComments block div#jc was left as it is: ${block.reason}.`,
      )
      continue
    }
    if (block.note) log.warn(`<${tag}> zero-touch: div#jc: ${block.note}.`)
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
