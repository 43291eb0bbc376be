import { biomeFormat } from './biome-format.ts'
import { customElementsManifest } from './custom-elements-manifest.ts'
import { elementDescriptions } from './element-descriptions.ts'
import { declarationFiles } from './element-types.ts'

const source = 'build/element-descriptions.ts'

/** The element declarations, formatted, keyed by their file name in `types/`. */
export function declarations(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(declarationFiles(elementDescriptions, source)).map(([name, text]) => [
      name,
      biomeFormat(text, `types/${name}`),
    ]),
  )
}

/** `custom-elements.json`. */
export function manifestJson(): string {
  return `${JSON.stringify(customElementsManifest(elementDescriptions), null, 2)}\n`
}
