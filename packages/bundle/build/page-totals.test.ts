// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageFiles, pageTotalFailures, pageTotals } from './page-totals.ts'

const manifest = {
  'src/entry.ts': { file: 'jc-widgets-a.js', imports: ['_page-kit-b.js'] },
  '_page-kit-b.js': { file: 'page-kit-b.js' },
  'src/chunks/comments.ts': { file: 'comments-c.js', imports: ['_shared-d.js', '_page-kit-b.js'] },
  '_shared-d.js': { file: 'shared-d.js', imports: ['_page-kit-b.js'] },
  '_sanitizer-fallback-e.js': { file: 'sanitizer-fallback-e.js' },
}

describe('page totals', () => {
  it('add up the chunks a page starts and what they import, each once, not what loads on demand', () => {
    expect(pageFiles(manifest, ['src/entry.ts', 'src/chunks/comments.ts'])).toEqual([
      'comments-c.js',
      'jc-widgets-a.js',
      'page-kit-b.js',
      'shared-d.js',
    ])
  })

  it('fail a page above its budget', () => {
    const sizes = ['jc-widgets-a.js', 'page-kit-b.js', 'comments-c.js', 'shared-d.js'].map(
      (path) => ({ path, raw: 0, gzip: 100 }),
    )
    const budget = { page: 'article', starts: ['src/entry.ts', 'src/chunks/comments.ts'] }
    expect(pageTotals(manifest, sizes, [{ ...budget, gzip: 400 }])[0]?.gzip).toBe(400)
    expect(pageTotalFailures(pageTotals(manifest, sizes, [{ ...budget, gzip: 400 }]))).toEqual([])
    expect(pageTotalFailures(pageTotals(manifest, sizes, [{ ...budget, gzip: 399 }]))).toEqual([
      'the article downloads 0.4 KB of script, above its 0.4 KB',
    ])
  })

  it('fail a page that starts a module the build no longer writes, rather than count it as nothing', () => {
    const budget = { page: 'article', starts: ['src/entry.ts', 'src/chunks/renamed.ts'], gzip: 400 }
    expect(pageTotalFailures(pageTotals(manifest, [], [budget]))).toEqual([
      "the article starts src/chunks/renamed.ts, which the build's manifest does not hold",
    ])
  })
})
