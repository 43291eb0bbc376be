import type { AntiCacheFlags, PageScript } from '@jc/protocol'

/**
 * What a stock page says beyond its script: the block's language. (Its
 * form's counter needs no attribute: the form's own init script, taken along
 * into the element, says it.)
 */
export interface BlockContext {
  readonly lang: string
}

// Without `setAntiCache` the legacy client followed no fragment, but the
// browser itself jumped to `#comment-N` and `#addcomments`, whose ids are in
// the page; the element keeps that (a linked comment, the form on its link)
// and loads no list, since the page already holds it.
const withoutAntiCache: AntiCacheFlags = { showComment: true, loadList: false, formLink: true }

/**
 * The attributes of the `<jc-comments>` that replaces a stock block, in the
 * order a template author would write them. `auto-show-list` is written when
 * on; the two that are on unless told otherwise are written only when off.
 */
export function elementAttributes(script: PageScript, context: BlockContext): [string, string][] {
  const flags = script.antiCache ?? withoutAntiCache
  const attributes: [string, string][] = [
    ['object-id', String(script.objectId)],
    ['object-group', script.objectGroup],
    ['request-uri', script.requestUri],
    ['lang', context.lang],
  ]
  if (flags.loadList) attributes.push(['auto-show-list', ''])
  if (!flags.showComment) attributes.push(['auto-show-comment', 'false'])
  if (!flags.formLink) attributes.push(['auto-show-form', 'false'])
  return attributes
}
