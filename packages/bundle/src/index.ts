/**
 * @jc/bundle: the loader a page includes. It starts the site chrome and
 * imports each widget's module only when the page holds its element; the
 * comments widget only once its thread comes near the viewport or the URL
 * points at it.
 */

export { targetsComments } from './comments-fragment.ts'
export { browserNearViewport, loadAheadMargin, type NearViewport } from './near-viewport.ts'
export { shippedWidgets } from './shipped-widgets.ts'
export { startMark, startWidgets } from './start-widgets.ts'
export { type LoaderEnvironment, watchWidgets } from './watch-widgets.ts'
export type { LoadableWidget, WidgetChunk, WidgetOptions } from './widget-chunk.ts'
