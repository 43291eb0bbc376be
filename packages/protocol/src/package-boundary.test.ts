import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const srcFolder = new URL('./', import.meta.url)
const sources = (readdirSync(srcFolder, { recursive: true }) as string[])
  // test-support/ holds helpers for the tests, which use fast-check and vitest.
  .filter(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-support/'),
  )
  .map((file) => ({ file, text: readFileSync(new URL(file, srcFolder), 'utf8') }))
const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '')

describe('the protocol package stands apart from React and the DOM', () => {
  it('imports nothing but its own modules and ky', () => {
    const outside = sources.flatMap(({ file, text }) =>
      importsOf(text)
        .filter((specifier) => !specifier.startsWith('.') && specifier !== 'ky')
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(outside).toEqual([])
  })

  it('reaches ky through its transport module only', () => {
    const kyUsers = sources.filter(({ text }) => importsOf(text).includes('ky'))
    expect(kyUsers.map(({ file }) => file)).toEqual(['send-form.ts'])
  })

  it('depends on ky alone at run time', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['ky'])
  })

  it('is tested where no DOM exists, so any DOM access in a tested path fails', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it('loads every module without a DOM', async () => {
    for (const { file } of sources) {
      await expect(import(`./${file}`), file).resolves.toBeDefined()
    }
  })
})
