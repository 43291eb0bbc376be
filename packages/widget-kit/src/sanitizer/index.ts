/**
 * @jc/widget-kit/sanitizer-engines: both engines of the sanitizing boundary
 * by name, for the tests and the QA page that hold them to one rule. Widgets
 * use `sanitizeToFragment`, which picks the engine.
 */

export { sanitizeWith } from '../sanitize-html.ts'
export { contentAttributes, contentElements, formAttributes, formElements } from './allow-list.ts'
export { type BoundaryCase, boundaryCases, serialize } from './boundary-cases.ts'
export type { SanitizerEngine } from './engine.ts'
export { createNativeEngine, hasNativeSanitizer } from './native-engine.ts'
export { createPurifyEngine } from './purify-engine.ts'
