// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readPageFile } from './page-file.ts'

const outside = mkdtempSync(join(tmpdir(), 'demo-pages-'))
const site = join(outside, 'site')
mkdirSync(join(site, 'fa'), { recursive: true })
writeFileSync(join(site, 'index.html'), 'guide')
writeFileSync(join(site, 'fa', 'index.html'), 'home')
writeFileSync(join(site, 'fa', 'stock-article.html'), 'stock')
writeFileSync(join(outside, 'secret.html'), 'secret')
afterAll(() => rmSync(outside, { recursive: true, force: true }))

describe('readPageFile', () => {
  it('reads the page a request asks for, folders by their index.html', () => {
    expect(readPageFile(site, '/')).toBe('guide')
    expect(readPageFile(site, '/fa/')).toBe('home')
    expect(readPageFile(site, '/fa/stock-article.html?x=1')).toBe('stock')
  })

  it('reads nothing for what is not a page there', () => {
    expect(readPageFile(site, '/fa/missing.html')).toBeUndefined()
    expect(readPageFile(site, '/jcomments-stand-in.js')).toBeUndefined()
    expect(readPageFile(site, '/%E0%A4%A.html')).toBeUndefined()
  })

  it('never reads outside its folder', () => {
    expect(readPageFile(site, '/../secret.html')).toBeUndefined()
    expect(readPageFile(site, '/..%2fsecret.html')).toBeUndefined()
    expect(readPageFile(site, '/fa/..%2f..%2fsecret.html')).toBeUndefined()
  })
})
