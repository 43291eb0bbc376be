import type { FileSize } from './budgets.ts'
import { kilobytes } from './budgets.ts'
import type { ViteManifest } from './page-wide-imports.ts'

/** The most a kind of page may download of the bundle's script, gzipped, once its widgets are up. */
export interface PageBudget {
  readonly page: string
  /** The manifest keys of the chunks the loader starts on that page. */
  readonly starts: readonly string[]
  readonly gzip: number
}

const kB = 1024

const articleStarts = ['src/entry.ts', 'src/chunks/site-chrome.ts', 'src/chunks/comments.ts']

/**
 * An article with its comment thread, in a browser that sanitizes natively:
 * the loader, the site chrome and the comments widget, with what they import
 * (never DOMPurify, never the comment editor, which come only when needed);
 * and the same article as a stock JComments page prints it, which the
 * widget upgrades in zero-touch mode (the output filter's page). The jQuery
 * stack the widgets replace weighed 62 KB.
 */
export const pageBudgets: readonly PageBudget[] = [
  { page: 'article page, native sanitizer', starts: articleStarts, gzip: 100 * kB },
  {
    page: 'stock article page (zero-touch), native sanitizer',
    starts: [...articleStarts, '../comments-widget/src/zero-touch.ts'],
    gzip: 100 * kB,
  },
]

/** The files a page downloads: the chunks it starts and everything they import statically. */
export function pageFiles(manifest: ViteManifest, starts: readonly string[]): string[] {
  const files = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of starts) visit(key)
  return [...files].sort()
}

export interface PageTotal {
  readonly budget: PageBudget
  readonly files: readonly string[]
  readonly gzip: number
  /** Starts the manifest does not hold: a renamed module would leave the total short. */
  readonly missing: readonly string[]
}

export function pageTotals(
  manifest: ViteManifest,
  sizes: readonly FileSize[],
  list = pageBudgets,
): PageTotal[] {
  return list.map((budget) => {
    const files = pageFiles(manifest, budget.starts)
    const gzip = files.reduce(
      (sum, file) => sum + (sizes.find((size) => size.path === file)?.gzip ?? 0),
      0,
    )
    const missing = budget.starts.filter((key) => !manifest[key])
    return { budget, files, gzip, missing }
  })
}

/** One line per page: its total beside its budget, and the files it adds up. */
export function pageTotalLines(totals: readonly PageTotal[]): string[] {
  return totals.map(
    ({ budget, files, gzip }) =>
      `${budget.page}: ${kilobytes(gzip)} of ${kilobytes(budget.gzip)} gzipped (${files.join(', ')})`,
  )
}

export function pageTotalFailures(totals: readonly PageTotal[]): string[] {
  return totals.flatMap(({ budget, gzip, missing }) => [
    ...missing.map(
      (key) => `the ${budget.page} starts ${key}, which the build's manifest does not hold`,
    ),
    ...(gzip > budget.gzip
      ? [
          `the ${budget.page} downloads ${kilobytes(gzip)} of script, above its ${kilobytes(budget.gzip)}`,
        ]
      : []),
  ])
}
