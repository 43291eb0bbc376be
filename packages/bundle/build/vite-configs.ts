import { fileURLToPath } from 'node:url'
import type { InlineConfig } from 'vite'

export const packageRoot = fileURLToPath(new URL('..', import.meta.url))

/** The stylesheets a template links, one per widget package; keyed by their file names. */
export const stylesheets = {
  'jc-comments': 'src/styles/jc-comments.css',
  'listing-tabs': 'src/styles/listing-tabs.css',
  'site-chrome': 'src/styles/site-chrome.css',
} as const

/** The manifests Vite writes beside the files, for a template to look hashed names up in. */
export const manifests = {
  module: '.vite/manifest.json',
  classic: '.vite/manifest-classic.json',
} as const

/** ky, and reading the answer's bytes and commands: what a widget's first call to its server brings. */
const httpClient =
  /node_modules[\\/]ky[\\/]|packages[\\/]protocol[\\/]src[\\/](send-form|charset|decode|array-scan)\.ts$/
/**
 * The reader of the server's scripts (the calls of an answer, the form's
 * init script), kept out of `shared`: what applies a comments answer and the
 * comment form load it on demand, and a page whose thread was printed and is
 * only read never does, nor a stock page upgraded in zero-touch mode, which
 * only recognises the form's init script by its first line.
 */
const scriptReader = /packages[\\/]protocol[\\/]src[\\/](script|form-init|form-init-parts)\.ts$/
/**
 * The tokenizer and the statement reader under every reading of the
 * server's scripts (the comments' inline handlers, the script reader, the
 * form, zero-touch): only pages with comments need them, so they go in a
 * chunk of their own (`script-tokens`) rather than in `shared`, which pages
 * without comments load too. The loader fetches it beside the comments chunk.
 */
const commentsOnly = /packages[\\/]protocol[\\/]src[\\/](js-tokens|js-statements)\.ts$/
/**
 * What the content slider and the listing's carousel share: keen-slider's core
 * (both import the package's main entry, so a home page, which has both,
 * downloads it once) and the widget kit's helpers for it (the width they
 * follow, the drag that lands at once under reduced motion). A chunk of its
 * own, so that an article page, which has no slider, does not carry it in
 * `shared`.
 */
const sliderModule =
  /node_modules[\\/].*keen-slider[\\/]keen-slider\.es\.js$|packages[\\/]widget-kit[\\/]src[\\/](element-width|keen-drag|keen-width)\.ts$/
/**
 * The encoding of a form's fields (`formCalls`), which only the comment form
 * and the report form post: kept out of `shared`, it becomes a small chunk
 * of its own that those two forms' chunks import.
 */
const formEncoder = /packages[\\/]protocol[\\/]src[\\/](encode-form|form-calls)\.ts$/
/** React, the sanitizing boundary and the widget kit: the code the widgets share, in one chunk. */
const sharedModule =
  /node_modules[\\/].*(react|react-dom|scheduler|@r2wc|zustand)[\\/]|packages[\\/](widget-kit|protocol)[\\/]src[\\/]/

/**
 * DOMPurify and its engine: imported only by a browser without the HTML
 * Sanitizer API, so the others never download them.
 */
const fallbackSanitizer =
  /node_modules[\\/].*dompurify[\\/]|packages[\\/]widget-kit[\\/]src[\\/]sanitizer[\\/]purify-engine\.ts$/

/**
 * The few small modules the page-wide enhancers share with the widgets (a
 * vanilla store, motion, timers, the request-end signal, the one address
 * check the lazy images and the RSS icon pass too), the page's document read
 * past elements named after its properties, which the loader reads too, the
 * loader's word of a touch made before a widget was up (`first-touch`), the
 * place of a control it clicks again once the widget is up, which the
 * widgets use to keep the focus on a control they render again
 * (`control-place`), and Vite's preload helper, which the loader and the boundary's lazy DOMPurify
 * both call. They get a chunk of their own, so a page without widgets never
 * downloads React; the budget check fails if the site chrome's chunk imports
 * the shared chunk.
 */
const pageModule =
  /vite[\\/]preload-helper|node_modules[\\/].*zustand[\\/]esm[\\/]vanilla|packages[\\/]widget-kit[\\/]src[\\/](allowed-url|attribute-warning|control-place|first-touch|language|motion|page-document|timers|widget-event)\.ts$|packages[\\/]site-chrome[\\/]src[\\/]reducer-store\.ts$/

/**
 * The widget packages' modules only declare things (nothing runs on import),
 * which lets each widget chunk keep just the modules it uses rather than all
 * that its package's index names.
 */
const declarationOnly =
  /packages[\\/](comments-widget|listing-tabs|site-chrome|widget-kit|protocol)[\\/]src[\\/].*\.tsx?$/

const common = (outDir: string): InlineConfig => ({
  configFile: false,
  root: packageRoot,
  // The files are served from wherever the site puts them (e.g. /media/jc/).
  base: './',
  logLevel: 'warn',
  build: {
    outDir,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // An imported constant is written where it is used. Fewer bytes, and the
      // form encoder's chunk imports nothing for the action's prefix: with that
      // import, Rolldown no longer merged the message box (used by the thread and
      // by both forms) into the comments chunk, and every article page paid an
      // extra chunk for it.
      optimization: { inlineConst: true },
      treeshake: { moduleSideEffects: [{ test: declarationOnly, sideEffects: false }] },
    },
  },
})

/**
 * The module build: the loader (`jc-widgets-<hash>.js`), one chunk per widget
 * imported on demand, one chunk with React and the shared code, and one
 * stylesheet per package, with source maps and Vite's manifest.
 */
export function moduleBuild(outDir: string): InlineConfig {
  const config = common(outDir)
  return {
    ...config,
    build: {
      ...config.build,
      emptyOutDir: true,
      manifest: manifests.module,
      cssCodeSplit: true,
      // The loader fetches a widget's chunk and the shared chunk together, with no polyfill.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        input: { 'jc-widgets': 'src/entry.ts', ...stylesheets },
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              // A group also takes what its modules import, higher priorities first:
              // the fallback comes last, so the allow-list it shares stays in `shared`.
              { name: 'page-kit', test: pageModule, priority: 3 },
              { name: 'script-tokens', test: commentsOnly, priority: 3 },
              { name: 'slider-kit', test: sliderModule, priority: 3 },
              {
                name: 'shared',
                test: (id: string) =>
                  sharedModule.test(id) &&
                  !fallbackSanitizer.test(id) &&
                  !scriptReader.test(id) &&
                  !commentsOnly.test(id) &&
                  !sliderModule.test(id) &&
                  !formEncoder.test(id),
                minShareCount: 2,
                priority: 2,
              },
              { name: 'sanitizer-fallback', test: fallbackSanitizer, priority: 1 },
              // ky, and reading the answer's bytes and commands, come with a widget's first call to its server.
              { name: 'http-client', test: httpClient, priority: 1 },
            ],
          },
        },
      },
    },
  }
}

/**
 * The classic build for templates that cannot load modules: one file, every
 * widget inlined, started the same way. It is written after the module build,
 * into the same folder, with its own manifest.
 */
export function classicBuild(outDir: string): InlineConfig {
  const config = common(outDir)
  return {
    ...config,
    build: {
      ...config.build,
      emptyOutDir: false,
      manifest: manifests.classic,
      target: 'es2019',
      // One file: nothing to preload, and an IIFE has no import.meta to preload from.
      modulePreload: false,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        transform: { define: { 'import.meta': '{}' } },
        input: { 'jc-widgets-classic': 'src/entry.ts' },
        output: {
          format: 'iife',
          entryFileNames: '[name]-[hash].js',
          codeSplitting: false,
        },
      },
    },
  }
}
