import { isFormInitScript, type PageScript, parsePageScript } from '@jc/protocol'

/**
 * What kept a block, or its `setAntiCache` script, from being read, as a
 * code, with the script's text where the warning quotes it: the warning's
 * words, and the cutting of the quote, come in a chunk of their own
 * (`stock-block-warnings.ts`), fetched only when there is a warning to say.
 */
export type StockBlockIssue =
  | { readonly reason: 'no-page-script' }
  | { readonly reason: 'unread-page-script' | 'unread-anti-cache'; readonly script: string }

/** A `div#jc` of a stock page and what its scripts say, or why they could not be read. */
export type StockBlock =
  | {
      readonly kind: 'readable'
      readonly root: HTMLElement
      readonly script: PageScript
      /** The block's nodes in page order, from its page script to its form's init script. */
      readonly nodes: readonly ChildNode[]
      /** Why a script of the block was left unread, when one was. */
      readonly issue?: StockBlockIssue | undefined
    }
  | { readonly kind: 'unreadable'; readonly root: HTMLElement; readonly issue: StockBlockIssue }

const constructorCall = /\bnew\s+JComments\s*\(/

/**
 * Reads one `div#jc` of a stock page (protocol §4.1) together with its
 * inline scripts: the page script before it (`new JComments(…)`), the
 * `setAntiCache` script inside it and the form's init script after it, as
 * text, never run.
 */
export function readStockBlock(root: HTMLElement): StockBlock {
  const pageScript = closestPageScriptBefore(root)
  if (!pageScript) {
    return { kind: 'unreadable', root, issue: { reason: 'no-page-script' } }
  }
  const script = parsePageScript(pageScript.text)
  if (!script) {
    return {
      kind: 'unreadable',
      root,
      issue: { reason: 'unread-page-script', script: pageScript.text },
    }
  }
  const antiCache = readAntiCache(root, pageScript.text)
  const formInit = formInitAfter(root)
  const first = pieceBeside(root, 'previousSibling') === pageScript ? pageScript : root
  const last = formInit ?? root
  return {
    kind: 'readable',
    root,
    script: antiCache.script ?? script,
    nodes: siblingsBetween(first, last),
    issue: antiCache.issue,
  }
}

function closestPageScriptBefore(root: HTMLElement): HTMLScriptElement | undefined {
  const before = Array.from(root.ownerDocument.scripts).filter(
    (script) =>
      isInlineScript(script) &&
      constructorCall.test(script.text) &&
      (script.compareDocumentPosition(root) & root.DOCUMENT_POSITION_FOLLOWING) !== 0,
  )
  return before.at(-1)
}

function readAntiCache(
  root: HTMLElement,
  pageText: string,
): { script?: PageScript; issue?: StockBlockIssue } {
  const call = Array.from(root.querySelectorAll('script')).find((script) =>
    script.text.includes('setAntiCache'),
  )
  if (!call) return {}
  // Read as the legacy page ran it: the block's script after the page's.
  const script = parsePageScript(`${pageText}\n${call.text}`)
  return script?.antiCache
    ? { script }
    : { issue: { reason: 'unread-anti-cache', script: call.text } }
}

function formInitAfter(root: HTMLElement): HTMLScriptElement | undefined {
  const next = pieceBeside(root, 'nextSibling')
  if (!isInlineScript(next)) return undefined
  return isFormInitScript(next.text) ? next : undefined
}

/** The nearest sibling on one side that is not blank. */
function pieceBeside(node: ChildNode, side: 'previousSibling' | 'nextSibling'): ChildNode | null {
  let sibling = node[side]
  while (sibling && isBlank(sibling)) sibling = sibling[side]
  return sibling
}

function isInlineScript(node: ChildNode | null): node is HTMLScriptElement {
  return node?.nodeName === 'SCRIPT' && !(node as HTMLScriptElement).src
}

// Whitespace and comments between the template's pieces belong to the block.
function isBlank(node: ChildNode): boolean {
  return (
    node.nodeType === node.COMMENT_NODE ||
    (node.nodeType === node.TEXT_NODE && !node.textContent?.trim())
  )
}

function siblingsBetween(first: ChildNode, last: ChildNode): ChildNode[] {
  const nodes: ChildNode[] = [first]
  for (let node = first; node !== last && node.nextSibling; node = node.nextSibling) {
    nodes.push(node.nextSibling)
  }
  return nodes
}
