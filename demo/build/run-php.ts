import { spawnSync } from 'node:child_process'

/**
 * Runs PHP code with PHP's command line, as a site would, for the tests of
 * what `docs/` gives template authors to copy; `args` come after `--`. CI
 * installs PHP with apt (`scripts/ensure-test-tools`).
 */
export function runPhp(code: string, input = '', args: readonly string[] = []): string {
  const run = spawnSync('php', ['-d', 'display_errors=stderr', '-r', code, '--', ...args], {
    input,
    encoding: 'utf8',
  })
  if (run.error) {
    throw new Error(`PHP did not run (${run.error.message}); install it: scripts/ensure-test-tools`)
  }
  if (run.status !== 0 || run.stderr) throw new Error(`PHP failed: ${run.stderr || run.status}`)
  return run.stdout
}

/** What PHP's linter says of a file's text: `No syntax errors detected…` when it reads. */
export function lintPhp(source: string): string {
  const run = spawnSync('php', ['-l'], { input: source, encoding: 'utf8' })
  if (run.error) {
    throw new Error(`PHP did not run (${run.error.message}); install it: scripts/ensure-test-tools`)
  }
  return run.stdout + run.stderr
}

/** The PHP code blocks of a Markdown page, in order, their list indentation removed. */
export function phpBlocks(markdown: string): string[] {
  return Array.from(
    markdown.matchAll(/^( *)```php\n([\s\S]*?)^ *```/gm),
    ([, indent = '', code = '']) => code.replace(new RegExp(`^ {0,${indent.length}}`, 'gm'), ''),
  )
}
