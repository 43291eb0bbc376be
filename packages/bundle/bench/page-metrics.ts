/** Where the shipped build is written inside the demo's build, and served from: `/jc-shipped/`. */
export const shippedDir = 'jc-shipped'

/** A script the page fetched, as the page's resource timing saw it. */
export interface FetchedScript {
  /** The path on the demo's origin, e.g. `/jc-shipped/comments-B9x4UwLe.js`. */
  readonly path: string
  /** Milliseconds since the page's time origin when the fetch started. */
  readonly start: number
}

/** What one page load recorded, from before its own scripts ran. */
export interface RecordedPerformance {
  readonly scripts: readonly FetchedScript[]
  /** Long tasks: when each started and how long it took, in ms. */
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[]
  /** Layout shifts without recent input: when and how much. */
  readonly layoutShifts: readonly { readonly start: number; readonly value: number }[]
  readonly widgetRendered: number | null
  /** The loader's `jc-widgets:start` mark. */
  readonly loaderStart: number | null
  /** Whether the page had the HTML Sanitizer API (false where the benchmark hid it). */
  readonly nativeSanitizer: boolean
}

export const widgetTags = ['jc-comments', 'listing-tabs', 'site-lightbox', 'content-slider']

/**
 * Runs in the page before anything else (Playwright's init script): records
 * long tasks, layout shifts without recent input, and when the first widget
 * element has been defined and painted (two frames after its definition).
 * With `hideSanitizer`, it first removes the HTML Sanitizer API, so the
 * widgets fall back to DOMPurify as in a browser without it.
 */
export function recordPerformance({
  tags,
  hideSanitizer,
}: {
  readonly tags: readonly string[]
  readonly hideSanitizer: boolean
}): void {
  if (hideSanitizer) {
    delete (Document as { parseHTML?: unknown }).parseHTML
    delete (Element.prototype as { setHTML?: unknown }).setHTML
  }
  // The demo's pages fetch images and more than the default 250 entries' worth.
  performance.setResourceTimingBufferSize(5000)
  const record = {
    longTasks: [] as { start: number; duration: number }[],
    layoutShifts: [] as { start: number; value: number }[],
    widgetRendered: null as number | null,
  }
  Object.assign(window, { benchRecord: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput)
        record.layoutShifts.push({ start: entry.startTime, value: entry.value })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  // A stock block upgraded without a template change gets its element after
  // the definition: each frame looks for it, for ten seconds at most.
  const painted = (tag: string, until: number) => {
    if (performance.now() > until) return
    if (!document.querySelector(tag)) {
      requestAnimationFrame(() => painted(tag, until))
      return
    }
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        record.widgetRendered ??= performance.now()
      }),
    )
  }
  for (const tag of tags) {
    void customElements.whenDefined(tag).then(() => painted(tag, performance.now() + 10_000))
  }
}

/** Reads what `recordPerformance` recorded, with every script the page fetched so far (in the page). */
export function readRecord(startMark: string): RecordedPerformance {
  const { benchRecord } = window as unknown as {
    benchRecord: Pick<RecordedPerformance, 'longTasks' | 'layoutShifts' | 'widgetRendered'>
  }
  const scripts = performance
    .getEntriesByType('resource')
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
    .filter((script) => script.path.endsWith('.js'))
  return {
    ...benchRecord,
    scripts,
    loaderStart: performance.getEntriesByName(startMark)[0]?.startTime ?? null,
    nativeSanitizer: 'parseHTML' in Document && 'setHTML' in Element.prototype,
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
