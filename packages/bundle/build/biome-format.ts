import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url))

/**
 * Generated source as the repository's formatter writes it, so generated
 * files pass the lint and a regenerated one compares equal to the committed one.
 */
export function biomeFormat(text: string, path: string): string {
  return execFileSync(biome, ['check', '--write', `--stdin-file-path=${path}`], {
    input: text,
    encoding: 'utf8',
  })
}
