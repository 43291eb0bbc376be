// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'

const demo = fileURLToPath(new URL('..', import.meta.url))
const docs = fileURLToPath(new URL('../../docs', import.meta.url))

// `<!-- demo: fa/article.html -->` right before a fenced example names the
// demo page that prints it.
const markedExample = /<!--\s*demo:\s*(\S+)\s*-->\s*```html\n([\s\S]*?)```/g

interface Example {
  readonly doc: string
  readonly page: string
  readonly html: string
}

function examples(): Example[] {
  const found: Example[] = []
  const visit = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (entry.name.endsWith('.md')) {
        const text = readFileSync(path, 'utf8')
        for (const [, page = '', html = ''] of text.matchAll(markedExample)) {
          found.push({ doc: path.slice(docs.length + 1), page, html })
        }
      }
    }
  }
  visit(docs)
  return found
}

// The docs name the built files as an author copies them (`/media/jc/…-<hash>.js`),
// the demo as its servers serve them: the file's own name is what must agree.
const fileName = (address: string) => address.replace(/^.*\//, '').replace('-<hash>.', '.')
const addressAttributes = new Set(['src', 'href'])
// Vite's own marker on a page script it must leave alone.
const demoOnly = new Set(['vite-ignore'])

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(
    Array.from(element.attributes)
      .filter(({ name }) => !demoOnly.has(name))
      .map(({ name, value }) => [name, addressAttributes.has(name) ? fileName(value) : value]),
  )
}

const parser = new new Window().DOMParser()
const parse = (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document

describe('the examples of the docs', () => {
  const all = examples()

  it('are marked with the demo page that prints them', () => {
    expect(all.map((example) => `${example.doc} → ${example.page}`)).toEqual(
      expect.arrayContaining([
        'elements/jc-comments.md → fa/article.html',
        'elements/jc-comments.md → en/stock-article.html',
        'elements/listing-tabs.md → en/index.html',
      ]),
    )
  })

  for (const example of all) {
    it(`${example.doc}: its elements are printed by demo/${example.page} as written`, () => {
      const page = parse(readFileSync(join(demo, example.page), 'utf8'))
      const written = parse(example.html)
      const elements = [...written.head.children, ...written.body.children]
      expect(elements.length).toBeGreaterThan(0)
      for (const element of elements) {
        const expected = attributesOf(element)
        const printed = Array.from(page.querySelectorAll(element.localName), attributesOf)
        expect(printed, `<${element.localName}> in demo/${example.page}`).toContainEqual(expected)
      }
    })
  }
})
