// Builds the shipped files, prints their sizes beside their budgets, and
// fails when one is above its budget, has none, a budget names no file the
// build writes, the page-wide chunks pull in React, a chunk carries a module
// it should import on demand, or a page's script adds up to more than its
// budget. Run by `pnpm test:budgets` (part of `pnpm test`).
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { budgetFailures, sizeRows, sizeTable, staleBudgets } from '../build/budgets.ts'
import { buildBundle } from '../build/build-bundle.ts'
import { guardedSources, lazyOnlyFailures } from '../build/lazy-only.ts'
import { measure } from '../build/measure.ts'
import { pageTotalFailures, pageTotalLines, pageTotals } from '../build/page-totals.ts'
import { pageWideFailures, type ViteManifest } from '../build/page-wide-imports.ts'
import { manifests } from '../build/vite-configs.ts'

const outDir = resolve(process.argv[2] ?? 'dist')
await buildBundle(outDir)
const sizes = await measure(outDir)
const rows = sizeRows(sizes)
const manifest = JSON.parse(await readFile(join(outDir, manifests.module), 'utf8')) as ViteManifest
const totals = pageTotals(manifest, sizes)
const sources = await guardedSources(outDir, sizes)
console.log(sizeTable(rows))
for (const line of pageTotalLines(totals)) console.log(line)
const failures = [
  ...budgetFailures(rows),
  ...staleBudgets(rows),
  ...pageWideFailures(manifest),
  ...lazyOnlyFailures(sources),
  ...pageTotalFailures(totals),
]
for (const failure of failures) console.error(`budget: ${failure}`)
if (failures.length > 0) process.exit(1)
console.log(`budgets: ${rows.length} files within budget`)
