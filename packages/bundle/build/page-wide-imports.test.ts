// @vitest-environment node
import { expect, it } from 'vitest'
import { pageWideFailures } from './page-wide-imports.ts'

it('fails when a chunk every page loads imports the shared chunk', () => {
  const manifest = {
    'src/entry.ts': { file: 'jc-widgets-a.js' },
    'src/chunks/site-chrome.ts': { file: 'site-chrome-b.js', imports: ['_page-kit-c.js'] },
    '../site-chrome/src/system-messages/messages-box.ts': {
      file: 'messages-box-e.js',
      imports: ['_page-kit-c.js', 'src/chunks/site-chrome.ts'],
    },
    '_page-kit-c.js': { file: 'page-kit-c.js' },
    '_shared-d.js': { file: 'shared-d.js' },
  }
  expect(pageWideFailures(manifest)).toEqual([])
  const messages = {
    ...manifest,
    '../site-chrome/src/system-messages/messages-box.ts': {
      file: 'messages-box-e.js',
      imports: ['_shared-d.js'],
    },
  }
  expect(pageWideFailures(messages)).toEqual([
    'messages-box-e.js, which any page may load, imports the shared chunk (_shared-d.js)',
  ])
  const heavy = {
    ...manifest,
    'src/chunks/site-chrome.ts': { file: 'site-chrome-b.js', imports: ['_shared-d.js'] },
  }
  expect(pageWideFailures(heavy)).toEqual([
    'site-chrome-b.js, which any page may load, imports the shared chunk (_shared-d.js)',
  ])
})
