import { copyFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The template's JComments output filter, written once in the docs that explain it. */
export const outputFilterSource = fileURLToPath(
  new URL('../../../docs/jcomments-output-filter.php', import.meta.url),
)

/** The filter beside the built files: everything the docs tell an author to copy is in `dist`. */
export async function writeOutputFilter(outDir: string): Promise<string> {
  const target = join(outDir, 'jcomments-output-filter.php')
  await copyFile(outputFilterSource, target)
  return target
}
