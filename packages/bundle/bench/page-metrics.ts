/** What one page load measured. */
export interface PageMetrics {
  /** Bytes of JavaScript the page fetched, gzipped. */
  readonly scriptBytes: number
  readonly scripts: readonly string[]
  /** Milliseconds from the loader's start to the first widget element rendered; null without one. */
  readonly firstWidget: number | null
  /** Total blocking time: the part of each long task beyond 50 ms, summed, in ms. */
  readonly totalBlockingTime: number
  readonly cumulativeLayoutShift: number
}

/** Long tasks and layout shifts as the page reports them, from before its own scripts run. */
export interface RecordedPerformance {
  readonly longTasks: readonly number[]
  readonly layoutShift: number
  readonly widgetRendered: number | null
  readonly loaderStart: number | null
}

export const widgetTags = ['jc-comments', 'listing-tabs', 'site-lightbox', 'content-slider']

/**
 * Runs in the page before anything else (Playwright's init script): records
 * long tasks, layout shifts without recent input, and when the first widget
 * element has been defined and painted (two frames after its definition).
 */
export function recordPerformance(tags: readonly string[]): void {
  const record = {
    longTasks: [] as number[],
    layoutShift: 0,
    widgetRendered: null as number | null,
  }
  Object.assign(window, { benchRecord: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  for (const tag of tags) {
    void customElements.whenDefined(tag).then(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (document.querySelector(tag)) record.widgetRendered ??= performance.now()
        }),
      ),
    )
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
