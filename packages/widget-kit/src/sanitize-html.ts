import { neutralizeInlineHandlers } from './neutralize-handlers.ts'
import type { SanitizerEngine } from './sanitizer/engine.ts'
import { type FinishOptions, finishSanitizing } from './sanitizer/finish.ts'
import { createNativeEngine, hasNativeSanitizer } from './sanitizer/native-engine.ts'

export interface SanitizeOptions extends FinishOptions {
  /**
   * Keeps forms and their controls (never their actions or handlers), for a
   * widget that reads a server form's fields and labels to render its own.
   */
  readonly keepForms?: boolean
}

/**
 * Sanitized markup as DOM nodes: the only thing `<SanitizedNodes>` shows.
 * The nodes are moved into the page the first time they are shown; read them
 * or copy them with `copyOf`, never through `fragment` once shown.
 */
export interface SafeFragment {
  readonly fragment: DocumentFragment
}

let engine: SanitizerEngine | undefined
let loading: Promise<SanitizerEngine> | undefined

/**
 * Makes the boundary ready: at once where the browser sanitizes natively,
 * after DOMPurify's module arrives elsewhere (it is never downloaded where
 * it is not needed). Every widget waits for it before its first render.
 */
export function sanitizerReady(view: Window & typeof globalThis = window): Promise<void> {
  if (engine) return Promise.resolve()
  if (hasNativeSanitizer(view)) {
    engine = createNativeEngine(view)
    return Promise.resolve()
  }
  loading ??= import('./sanitizer/purify-engine.ts').then((module) => {
    engine = module.createPurifyEngine(view)
    return engine
  })
  return loading.then(() => undefined)
}

/** Which engine sanitizes, once ready: for the QA panel and the benchmarks. */
export function sanitizerEngine(): SanitizerEngine['name'] | null {
  return engine?.name ?? null
}

/**
 * The one boundary for untrusted HTML: it comes out as inert nodes, with no
 * scripts, handlers, frames, forms (unless `keepForms`), styles or code URLs.
 * Handlers and style attributes are renamed, or read, before any parser
 * sees them, so a strict CSP reports nothing; each handler is shown to
 * `onInlineHandler` (to become a typed action) and then removed.
 */
export function sanitizeToFragment(html: string, options: SanitizeOptions = {}): SafeFragment {
  if (!engine) {
    throw new Error('sanitizeToFragment: the sanitizer is not loaded yet; await sanitizerReady()')
  }
  return sanitizeWith(engine, html, options)
}

/** The boundary with a given engine: `sanitizeToFragment` and the tests that hold both engines to one rule. */
export function sanitizeWith(
  chosen: SanitizerEngine,
  html: string,
  options: SanitizeOptions = {},
): SafeFragment {
  const markup = neutralizeInlineHandlers(html, options.onInlineHandler)
  const fragment = chosen.parse(markup, options.keepForms === true)
  finishSanitizing(fragment, options)
  return { fragment }
}
