import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The output filter template authors copy: its rules build the demo's filtered pages. */
export const outputFilterFile = fileURLToPath(
  new URL('../../docs/jcomments-output-filter.php', import.meta.url),
)

export interface OutputFilterRule {
  readonly pattern: RegExp
  readonly replacement: string
}

// One rule per line, as `jcOutputFilterRules()` writes them: '#…#' => '…',
const ruleLine = /^\s*'#((?:[^'\\]|\\.)*)#([a-z]*)'\s*=>\s*'((?:[^'\\]|\\.)*)',\s*$/gm

/**
 * The rules of the PHP filter as JavaScript expressions. Its patterns use
 * only what PCRE and JavaScript read alike (classes, groups, lookahead), and
 * single-quoted PHP keeps every backslash but `\\` and `\'`.
 */
export function readOutputFilter(php: string): OutputFilterRule[] {
  const unquote = (text: string) => text.replace(/\\(['\\])/g, '$1')
  return Array.from(php.matchAll(ruleLine), ([, pattern = '', flags = '', replacement = '']) => ({
    pattern: new RegExp(unquote(pattern), `${flags}g`),
    replacement: unquote(replacement),
  }))
}

/** The page output as the documented filter leaves it. */
export function applyOutputFilter(html: string, rules: readonly OutputFilterRule[]): string {
  return rules.reduce((text, rule) => text.replace(rule.pattern, rule.replacement), html)
}

/** The rules of the filter in `docs/`, read once per build. */
export function documentedOutputFilter(): OutputFilterRule[] {
  const rules = readOutputFilter(readFileSync(outputFilterFile, 'utf8'))
  if (rules.length === 0) throw new Error(`${outputFilterFile}: no filter rule could be read`)
  return rules
}
