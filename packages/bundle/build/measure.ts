import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FileSize } from './budgets.ts'

/** The size of every shipped script and stylesheet in `outDir` (not the maps, manifests or types). */
export async function measure(outDir: string): Promise<FileSize[]> {
  const names = (await readdir(outDir)).filter((name) => /\.(js|css)$/.test(name)).sort()
  return Promise.all(
    names.map(async (path) => {
      const content = await readFile(join(outDir, path))
      return { path, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
    }),
  )
}
