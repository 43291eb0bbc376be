// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { unhashed } from './budgets.ts'
import { standInFileName, standInManifest, standInSource, writeStandIn } from './stand-in.ts'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

it('names the stand-in after its content, as the budgets read a hashed name', () => {
  const name = standInFileName('one')
  expect(name).toMatch(/^jcomments-stand-in-[\w-]{8}\.js$/)
  expect(standInFileName('one')).toBe(name)
  expect(standInFileName('two')).not.toBe(name)
  expect(unhashed(name)).toBe('jcomments-stand-in.js')
})

it('ships the stand-in as it is, and names its file in a manifest a template reads', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'jc-stand-in-'))
  folders.push(outDir)
  // Vite's builds made it before the stand-in is written.
  await mkdir(join(outDir, '.vite'))
  const file = await writeStandIn(outDir)
  const shipped = await readFile(join(outDir, file), 'utf8')
  expect(shipped).toContain('w.JComments = standIn(client, clientMethods)')
  expect(file).toBe(standInFileName(shipped))
  const manifest = JSON.parse(await readFile(join(outDir, standInManifest), 'utf8'))
  expect(manifest).toEqual({ [standInSource]: { file, src: standInSource, isEntry: true } })
})
