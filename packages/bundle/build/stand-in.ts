import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** Where the stand-in's source lives in `@jc/comments-widget`, the manifest's key for it. */
export const standInSource = 'stub/jcomments-stand-in.js'

/** The manifest that names the stand-in's hashed file, in Vite's format. */
export const standInManifest = '.vite/manifest-stand-in.json'

/** `jcomments-stand-in-<hash>.js`: eight characters of the content's hash, as Vite names files. */
export function standInFileName(content: Buffer | string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8)
  return `jcomments-stand-in-${hash}.js`
}

/**
 * Ships the zero-touch stand-in (plain ES5, no module, for a page's `<head>`)
 * as it is, under a hashed name, with a manifest entry a template looks the
 * name up in. Returns the file's name.
 */
export async function writeStandIn(outDir: string): Promise<string> {
  const require = createRequire(import.meta.url)
  const path = require.resolve(`@jc/comments-widget/${standInSource}`)
  const content = await readFile(path)
  const file = standInFileName(content)
  await writeFile(join(outDir, file), content)
  const manifest = { [standInSource]: { file, src: standInSource, isEntry: true } }
  await writeFile(join(outDir, standInManifest), `${JSON.stringify(manifest, null, 2)}\n`)
  return file
}
