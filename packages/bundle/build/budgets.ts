/** The most a shipped file may weigh, gzipped, in bytes. */
export interface Budget {
  /** The file's name without its hash, e.g. `comments.js`. */
  readonly file: string
  readonly gzip: number
}

const kB = 1024

/**
 * Every file the build ships. The loader and the site chrome come on every
 * page; DOMPurify (`sanitizer-fallback`) only where the browser has no HTML
 * Sanitizer API, the comment form (its logic, view and editor) only once a
 * visitor opens it, the report form once a visitor reports, the scroll
 * settler at the first scroll to a comment, the focus keeper when the focus
 * first enters the comments, and ky with the reading of the
 * answers (`http-client`) with a widget's first call to its server, with
 * what applies a comments answer, reads its scripts and follows it
 * (`answer-chunk`), the lightbox's viewer (`lightbox-dialog`) at a
 * visitor's first hover, focus or tap on an image it opens, and the system
 * messages' box (`messages-box`) where the server printed a message or with
 * the first one a page sends.
 * `server-form` is the reading of a server form the comment form, the
 * report form and an answer share; `script-tokens` the tokenizer under every
 * reading of the server's scripts, which the comments chunk brings along.
 */
export const budgets: readonly Budget[] = [
  { file: 'jc-widgets.js', gzip: 2 * kB },
  // Fetched by the site chrome only where the page holds custom elements no one defined.
  { file: 'misspelled-elements.js', gzip: 0.5 * kB },
  { file: 'site-chrome.js', gzip: 7 * kB },
  // The system messages' box, fetched by the site chrome only for a page that shows a message.
  { file: 'messages-box.js', gzip: 2 * kB },
  { file: 'page-kit.js', gzip: 3 * kB },
  { file: 'rolldown-runtime.js', gzip: 1 * kB },
  { file: 'shared.js', gzip: 80 * kB },
  // The form's logic went to its chunk (issue 15): the article page keeps the 2 KB it gained.
  { file: 'comments.js', gzip: 17 * kB },
  { file: 'comment-form-chunk.js', gzip: 16 * kB },
  // Fetched with a visitor's first action, never with the page: it holds what is said after each,
  // and the words of every failure that follows an answer (an error page, an unreadable answer, a refusal).
  { file: 'answer-chunk.js', gzip: 5 * kB },
  { file: 'server-form.js', gzip: 0.5 * kB },
  // It encodes its own call since the form encoder left the comments chunk.
  { file: 'report-form-view.js', gzip: 1.6 * kB },
  // Encoding a form's fields, for the comment form and the report form.
  { file: 'form-calls.js', gzip: 0.5 * kB },
  { file: 'settle-in-view.js', gzip: 1.5 * kB },
  { file: 'focus-keeper.js', gzip: 1 * kB },
  { file: 'sanitizer-fallback.js', gzip: 12 * kB },
  { file: 'http-client.js', gzip: 8 * kB },
  { file: 'zero-touch.js', gzip: 3 * kB },
  // The zero-touch warnings' words, fetched only for a stock block that cannot be read in full.
  { file: 'stock-block-warnings.js', gzip: 0.5 * kB },
  { file: 'jcomments-stand-in.js', gzip: 1 * kB },
  { file: 'script-tokens.js', gzip: 2 * kB },
  // keen-slider went to slider-kit (issue 15), which the content slider shares with it.
  { file: 'listing-tabs.js', gzip: 11 * kB },
  // The viewer went to its chunk (issue 15), then the sets, the state and the events with it:
  // a page whose gallery nobody opens loads 2.2 KB less than with the whole lightbox.
  { file: 'site-lightbox.js', gzip: 1.8 * kB },
  { file: 'lightbox-dialog.js', gzip: 3.5 * kB },
  // On keen-slider's core, not its react entry, which carried a copy of the core of its own.
  { file: 'content-slider.js', gzip: 4 * kB },
  // keen-slider's core and the widget kit's helpers for it: a home page downloads it once.
  { file: 'slider-kit.js', gzip: 6.5 * kB },
  { file: 'jc-widgets-classic.js', gzip: 170 * kB },
  { file: 'jc-comments.css', gzip: 4 * kB },
  { file: 'listing-tabs.css', gzip: 3 * kB },
  { file: 'site-chrome.css', gzip: 3 * kB },
]

export interface FileSize {
  /** As written, with its hash. */
  readonly path: string
  readonly raw: number
  readonly gzip: number
}

export interface SizeRow extends FileSize {
  readonly budget: Budget | undefined
}

/** `comments-B9x4UwLe.js` → `comments.js`: Rolldown's hashes are 8 characters. */
export function unhashed(path: string): string {
  return path.replace(/-[\w-]{8}(\.[a-z]+)$/, '$1')
}

export function sizeRows(files: readonly FileSize[], list = budgets): SizeRow[] {
  return files.map((file) => ({
    ...file,
    budget: list.find((budget) => budget.file === unhashed(file.path)),
  }))
}

/** What is wrong: a file above its budget, or a file nobody gave a budget. */
export function budgetFailures(rows: readonly SizeRow[]): string[] {
  return rows.flatMap((row) => {
    if (!row.budget) return [`${row.path} has no budget: add one to build/budgets.ts`]
    if (row.gzip > row.budget.gzip)
      return [
        `${row.path} is ${kilobytes(row.gzip)} gzipped, above its ${kilobytes(row.budget.gzip)}`,
      ]
    return []
  })
}

/** Budgets for files the build no longer writes: a renamed chunk would otherwise go unchecked. */
export function staleBudgets(rows: readonly SizeRow[], list = budgets): string[] {
  return list
    .filter((budget) => !rows.some((row) => unhashed(row.path) === budget.file))
    .map((budget) => `build/budgets.ts names ${budget.file}, which the build no longer writes`)
}

export function kilobytes(bytes: number): string {
  return `${(bytes / kB).toFixed(1)} KB`
}

/** The table the check prints: one line per file, largest share of its budget first. */
export function sizeTable(rows: readonly SizeRow[]): string {
  const lines = rows.map((row) => [
    row.path,
    kilobytes(row.raw),
    kilobytes(row.gzip),
    row.budget ? kilobytes(row.budget.gzip) : '—',
    row.budget ? `${Math.round((100 * row.gzip) / row.budget.gzip)}%` : 'no budget',
  ])
  const header = ['File', 'Raw', 'Gzipped', 'Budget (gz)', 'Used']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  )
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`
  return [format(header), rule, ...lines.map(format)].join('\n')
}
