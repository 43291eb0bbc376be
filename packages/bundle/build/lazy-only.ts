import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type FileSize, unhashed } from './budgets.ts'

/** A chunk, and modules that must come only in a chunk it imports on demand, never in it. */
export interface LazyOnly {
  /** The chunk's name without its hash, e.g. `comments.js`. */
  readonly chunk: string
  /** Source paths as a source map ends them. */
  readonly modules: readonly string[]
}

/**
 * The comment form's logic comes with its view, once a visitor opens the
 * form, and what applies the server's answers with the first call (issue
 * 15): the article page's script budget counts on a reader never loading
 * either. The lightbox's viewer, with the reading of a set, its state and
 * its events, comes when a visitor is about to open an image: a page with a
 * gallery that nobody opens stays within that budget. The system messages'
 * box (how a message is built, read out and dismissed, and its words) comes
 * only for a page that shows a message, which most pages never do. The
 * warnings of zero-touch mode come only for a stock block it cannot read in
 * full: the stock article page's budget counts on a readable block's page
 * never loading their words.
 */
export const lazyOnly: readonly LazyOnly[] = [
  {
    chunk: 'comments.js',
    modules: [
      'comments-widget/src/form/comment-form.ts',
      'comments-widget/src/form/form-model.ts',
      'comments-widget/src/form/form-reducer.ts',
      'comments-widget/src/form/plugin-markup.ts',
      'comments-widget/src/form/captcha-source.ts',
      'comments-widget/src/controller/apply-commands.ts',
      'comments-widget/src/controller/answered.ts',
      'comments-widget/src/answer-strings.ts',
      'comments-widget/src/model/stale-score.ts',
      'comments-widget/src/view/focus-keeper.ts',
      'protocol/src/script.ts',
    ],
  },
  {
    chunk: 'site-lightbox.js',
    modules: [
      'site-chrome/src/lightbox/lightbox-dialog.tsx',
      'site-chrome/src/lightbox/lightbox-view.tsx',
      'site-chrome/src/lightbox/lightbox-gestures.ts',
      'site-chrome/src/lightbox/lightbox-icons.tsx',
      'site-chrome/src/lightbox/focus-cycle.ts',
      'site-chrome/src/lightbox/lightbox-strings.ts',
      'site-chrome/src/lightbox/lightbox-marking.ts',
      'site-chrome/src/lightbox/large-version.ts',
      'site-chrome/src/lightbox/lightbox-state.ts',
      'site-chrome/src/lightbox/lightbox-store.ts',
      'site-chrome/src/lightbox/lightbox-events.ts',
      'site-chrome/src/lightbox/image-preloader.ts',
    ],
  },
  {
    chunk: 'site-chrome.js',
    modules: [
      'site-chrome/src/system-messages/messages-box.ts',
      'site-chrome/src/system-messages/message-markup.ts',
      'site-chrome/src/system-messages/messages-state.ts',
      'site-chrome/src/system-messages/strings.ts',
    ],
  },
  {
    chunk: 'zero-touch.js',
    modules: ['comments-widget/src/zero-touch/stock-block-warnings.ts'],
  },
]

/** What is wrong: a module in a chunk that should only import it on demand, by the sources each chunk's map lists. */
export function lazyOnlyFailures(
  sources: Readonly<Record<string, readonly string[]>>,
  list = lazyOnly,
): string[] {
  return Object.entries(sources).flatMap(([file, listed]) => {
    const modules = list.find((entry) => entry.chunk === unhashed(file))?.modules ?? []
    return modules
      .filter((module) => listed.some((source) => source.endsWith(`/${module}`)))
      .map((module) => `${file} carries ${module}, which should come only on demand`)
  })
}

/** The sources listed by the source map of each written chunk `lazyOnly` names, keyed by its file. */
export async function guardedSources(
  outDir: string,
  files: readonly FileSize[],
): Promise<Record<string, readonly string[]>> {
  const guarded = files.filter(({ path }) => lazyOnly.some(({ chunk }) => chunk === unhashed(path)))
  const entries = await Promise.all(
    guarded.map(async ({ path }) => {
      const map = JSON.parse(await readFile(join(outDir, `${path}.map`), 'utf8')) as {
        readonly sources: readonly string[]
      }
      return [path, map.sources] as const
    }),
  )
  return Object.fromEntries(entries)
}
