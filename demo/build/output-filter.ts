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

// PCRE's `\s` without the `u` flag is ASCII white space; JavaScript's also
// takes a no-break space and the other Unicode spaces, which HTML does not
// read as white space between attributes.
const pcreSpace = '[\\t\\n\\v\\f\\r ]'
// A class, read whole, or an escape outside one.
const classOrEscape = /\[(?:\\.|[^\]\\])*\]|\\./g

/**
 * The rules of the PHP filter as JavaScript expressions. Its patterns use
 * only what PCRE and JavaScript read alike (classes, groups, lookahead, `\s`
 * outside a class, read as PCRE reads it), and single-quoted PHP keeps every
 * backslash but `\\` and `\'`.
 */
export function readOutputFilter(php: string): OutputFilterRule[] {
  const unquote = (text: string) => text.replace(/\\(['\\])/g, '$1')
  const asPcre = (pattern: string) =>
    pattern.replace(classOrEscape, (token) => {
      if (token === '\\s') return pcreSpace
      if (token.startsWith('[') && token.includes('\\s')) {
        throw new Error(`${pattern}: write \\s outside a class, where it is read as PCRE reads it`)
      }
      return token
    })
  return Array.from(php.matchAll(ruleLine), ([, pattern = '', flags = '', replacement = '']) => ({
    pattern: new RegExp(asPcre(unquote(pattern)), `${flags}g`),
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
