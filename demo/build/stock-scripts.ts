import { demoSite } from '@jc/server-emulation'

/** What `tpl_index` writes into its inline scripts (protocol §4.1). */
export interface StockScriptConfig {
  readonly objectId: number
  readonly objectGroup: string
  readonly language: string
  /** `setAntiCache(aca, acp, acf)`: go to a linked comment, load the list by AJAX, form behind its link. */
  readonly antiCache: readonly [0 | 1, 0 | 1, 0 | 1]
}

/**
 * The comment request URI as `JCommentsFactory::getLink('ajax')` prints it on
 * a Joomla 1.5 site: absolute, on the site's configured host, HTML-escaped.
 * The demo runs on other ports, so the widget's host rewrite is exercised.
 */
export function stockRequestUri(language: string): string {
  return `${demoSite.liveSite}${demoSite.ajaxUrl}&lang=${language}`.replaceAll('&', '&amp;')
}

/**
 * Wraps a rendered `div#jc` block in the inline scripts of a stock page, as
 * `tpl_index` prints them: the page script that creates the legacy client
 * before the block, and the `setAntiCache` script as the block's last child.
 * Sites that cannot change their templates serve exactly this, and the
 * zero-touch mode reads it.
 */
export function withStockScripts(block: string, config: StockScriptConfig): string {
  const pageScript = [
    '<script type="text/javascript">',
    '<!--',
    `var jcomments=new JComments(${config.objectId}, '${config.objectGroup}','${stockRequestUri(config.language)}');`,
    "jcomments.setList('comments-list');",
    '//-->',
    '</script>',
    '',
  ].join('\n')
  const antiCacheScript = [
    '<script type="text/javascript">',
    '<!--',
    `jcomments.setAntiCache(${config.antiCache.join(',')});`,
    '//-->',
    '</script> ',
    '',
  ].join('\n')
  const close = block.lastIndexOf('</div>')
  if (!block.startsWith('<div id="jc">') || close === -1) {
    throw new Error('withStockScripts expects the div#jc block of renderPageBlock')
  }
  return `${pageScript}${block.slice(0, close)}${antiCacheScript}${block.slice(close)}`
}
