// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { budgetFailures, sizeRows, sizeTable, staleBudgets, unhashed } from './budgets.ts'

const list = [{ file: 'jc-widgets.js', gzip: 3072 }]

describe('budgets', () => {
  it('matches a hashed file to its budget', () => {
    expect(unhashed('jc-widgets-CHWo40I6.js')).toBe('jc-widgets.js')
    expect(unhashed('jc-widgets-classic-DOx-kiyg.js')).toBe('jc-widgets-classic.js')
    expect(unhashed('rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime.js')
  })

  it('fails a file above its budget and a file without one, and passes one within', () => {
    const rows = sizeRows(
      [
        { path: 'jc-widgets-CHWo40I6.js', raw: 9000, gzip: 3073 },
        { path: 'extra-CHWo40I6.js', raw: 10, gzip: 10 },
      ],
      list,
    )
    expect(budgetFailures(rows)).toEqual([
      'jc-widgets-CHWo40I6.js is 3.0 KB gzipped, above its 3.0 KB',
      'extra-CHWo40I6.js has no budget: add one to build/budgets.ts',
    ])
    expect(
      budgetFailures(sizeRows([{ path: 'jc-widgets-CHWo40I6.js', raw: 9000, gzip: 3072 }], list)),
    ).toEqual([])
  })

  it('fails a budget whose file the build no longer writes', () => {
    const written = sizeRows([{ path: 'jc-widgets-CHWo40I6.js', raw: 9000, gzip: 3072 }], list)
    expect(staleBudgets(written, list)).toEqual([])
    expect(staleBudgets(written, [...list, { file: 'script.js', gzip: 1536 }])).toEqual([
      'build/budgets.ts names script.js, which the build no longer writes',
    ])
  })

  it('prints a table of raw and gzipped sizes beside the budget', () => {
    const table = sizeTable(
      sizeRows([{ path: 'jc-widgets-CHWo40I6.js', raw: 4505, gzip: 1946 }], list),
    )
    expect(table.split('\n')).toEqual([
      '| File                   |    Raw | Gzipped | Budget (gz) | Used |',
      '| ---------------------- | -----: | ------: | ----------: | ---: |',
      '| jc-widgets-CHWo40I6.js | 4.4 KB |  1.9 KB |      3.0 KB |  63% |',
    ])
  })
})
