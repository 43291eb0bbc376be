// @vitest-environment node
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { outputFilterSource, writeOutputFilter } from './output-filter.ts'

it('ships the documented output filter with the built files, as the docs print it', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'jc-output-filter-'))
  const written = await writeOutputFilter(outDir)
  expect(written).toBe(join(outDir, 'jcomments-output-filter.php'))
  const shipped = await readFile(written, 'utf8')
  expect(shipped).toBe(await readFile(outputFilterSource, 'utf8'))
  expect(shipped).toContain('function jcFilterJCommentsOutput($document)')
})
