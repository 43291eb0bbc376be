import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { declarations, manifestJson } from './generated-files.ts'
import { writeOutputFilter } from './output-filter.ts'
import { writeStandIn } from './stand-in.ts'
import { classicBuild, moduleBuild } from './vite-configs.ts'

/**
 * Both builds, one after the other (the classic one adds to the module
 * build's folder), then the zero-touch stand-in, the template's JComments
 * output filter, the custom-elements manifest and the declarations.
 */
export async function buildBundle(outDir: string): Promise<void> {
  await build(moduleBuild(outDir))
  await build(classicBuild(outDir))
  await writeStandIn(outDir)
  await writeOutputFilter(outDir)
  await writeFile(join(outDir, 'custom-elements.json'), manifestJson())
  for (const [name, text] of Object.entries(declarations())) {
    await writeFile(join(outDir, name), text)
  }
}
