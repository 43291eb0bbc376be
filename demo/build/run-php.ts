import { spawnSync } from 'node:child_process'

/** PHP's command line with these arguments and standard input; CI installs it with apt. */
function php(args: readonly string[], input: string) {
  const run = spawnSync('php', args, { input, encoding: 'utf8' })
  if (run.error) {
    throw new Error(`PHP did not run (${run.error.message}); install it: scripts/ensure-test-tools`)
  }
  return run
}

/**
 * Runs PHP code as a site would, for the tests of what `docs/` gives template
 * authors to copy; `args` come after `--`. A warning or notice fails it.
 */
export function runPhp(code: string, input = '', args: readonly string[] = []): string {
  const run = php(['-d', 'display_errors=stderr', '-r', code, '--', ...args], input)
  if (run.status !== 0 || run.stderr) throw new Error(`PHP failed: ${run.stderr || run.status}`)
  return run.stdout
}

/** What PHP's linter says of a file's text: `No syntax errors detected…` when it reads. */
export function lintPhp(source: string): string {
  const run = php(['-l'], source)
  return run.stdout + run.stderr
}

/** The PHP code blocks of a Markdown page, in order, their list indentation removed. */
export function phpBlocks(markdown: string): string[] {
  return Array.from(
    markdown.matchAll(/^( *)```php\n([\s\S]*?)^ *```/gm),
    ([, indent = '', code = '']) => code.replace(new RegExp(`^ {0,${indent.length}}`, 'gm'), ''),
  )
}
