// Builds the shipped files into packages/bundle/dist (or the folder given).
import { resolve } from 'node:path'
import { buildBundle } from '../build/build-bundle.ts'

const outDir = resolve(process.argv[2] ?? 'dist')
await buildBundle(outDir)
console.log(`jc widgets: built into ${outDir}`)
