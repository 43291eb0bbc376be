// Writes the element declarations into types/, where the type checks read them
// and the build copies them from.
import { writeFile } from 'node:fs/promises'
import { declarations } from '../build/generated-files.ts'

for (const [name, text] of Object.entries(declarations())) {
  await writeFile(new URL(`../types/${name}`, import.meta.url), text)
}
