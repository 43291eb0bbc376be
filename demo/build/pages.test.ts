// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demoPages } from './pages.ts'

const sites: string[] = []
afterAll(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true })
})

function siteWith(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'demo-pages-'))
  sites.push(root)
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), '<!doctype html>')
  }
  return root
}

describe('demoPages', () => {
  it('finds every page of the demo, keyed by its path without .html', () => {
    const root = siteWith(['index.html', 'en/article.html', 'fa/long-thread.html'])
    expect(Object.keys(demoPages(root)).sort()).toEqual(['en/article', 'fa/long-thread', 'index'])
  })

  it('leaves out the builds of other test runs, whose pages are not sources', () => {
    const root = siteWith(['en/article.html', 'dist/en/article.html', 'dist-40/index.html'])
    expect(Object.keys(demoPages(root))).toEqual(['en/article'])
  })

  it('leaves out dependencies, static files and page scripts', () => {
    const root = siteWith([
      'index.html',
      'node_modules/pkg/index.html',
      'public/mock.html',
      'src/widget.html',
      'e2e/report.html',
    ])
    expect(Object.keys(demoPages(root))).toEqual(['index'])
  })
})
