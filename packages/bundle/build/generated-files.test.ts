// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { declarations, manifestJson } from './generated-files.ts'

const packages = new URL('../../', import.meta.url)
const source = (path: string) => readFile(new URL(path, packages), 'utf8')

/** The names a package's doc blocks give after a tag, e.g. every `@attr name`. */
async function documented(tag: string, paths: readonly string[]): Promise<string[]> {
  const texts = await Promise.all(paths.map(source))
  return texts.flatMap((text) =>
    [...text.matchAll(new RegExp(`@${tag} ([^\\n]+?)(?: - |\\n)`, 'g'))].flatMap((match) =>
      (match[1] ?? '').split(', '),
    ),
  )
}

describe('generated files', () => {
  it('the committed declarations are what the descriptions generate (pnpm --filter @jc/bundle types:write)', async () => {
    for (const [name, text] of Object.entries(declarations())) {
      expect(await readFile(new URL(`../types/${name}`, import.meta.url), 'utf8')).toBe(text)
    }
  })

  it('lists every attribute, event and custom property the elements document', async () => {
    const manifest = JSON.parse(manifestJson())
    const declared = manifest.modules[0].declarations as {
      attributes: { name: string }[]
      events: { name: string }[]
      cssProperties: { name: string }[]
    }[]
    const names = (kind: 'attributes' | 'events' | 'cssProperties') =>
      declared.flatMap((element) => element[kind].map((entry) => entry.name))
    const sources = [
      'comments-widget/src/element/jc-comments.tsx',
      'listing-tabs/src/index.ts',
      'site-chrome/src/lightbox/define.ts',
      'site-chrome/src/slider/define.ts',
    ]
    expect(names('attributes')).toEqual(expect.arrayContaining(await documented('attr', sources)))
    expect(names('events')).toEqual(expect.arrayContaining(await documented('event', sources)))
    expect(names('cssProperties')).toEqual(
      expect.arrayContaining(await documented('cssproperty', sources)),
    )
    const commentStyles = await Promise.all(
      ['comments-widget/src/jc-comments.css', 'comments-widget/src/editor/editor.css'].map(source),
    )
    const commentProperties = commentStyles.flatMap((text) =>
      [...text.matchAll(/(--jc-[a-z-]+):/g)].map((match) => match[1]),
    )
    expect(declared[0]?.cssProperties.map((property) => property.name)).toEqual(
      expect.arrayContaining([...new Set(commentProperties)]),
    )
    expect(manifest.modules[0].exports.map((entry: { name: string }) => entry.name)).toEqual([
      'jc-comments',
      'listing-tabs',
      'site-lightbox',
      'content-slider',
    ])
  })
})
