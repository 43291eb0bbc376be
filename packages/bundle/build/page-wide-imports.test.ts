// @vitest-environment node
import { expect, it } from 'vitest'
import { pageWideFailures } from './page-wide-imports.ts'

it('fails when a chunk every page loads imports the shared chunk', () => {
  const manifest = {
    'src/entry.ts': { file: 'jc-widgets-a.js' },
    'src/chunks/site-chrome.ts': { file: 'site-chrome-b.js', imports: ['_page-kit-c.js'] },
    '_page-kit-c.js': { file: 'page-kit-c.js' },
    '_shared-d.js': { file: 'shared-d.js' },
  }
  expect(pageWideFailures(manifest)).toEqual([])
  const heavy = {
    ...manifest,
    'src/chunks/site-chrome.ts': { file: 'site-chrome-b.js', imports: ['_shared-d.js'] },
  }
  expect(pageWideFailures(heavy)).toEqual([
    'site-chrome-b.js, loaded on every page, imports the shared chunk (_shared-d.js)',
  ])
})
