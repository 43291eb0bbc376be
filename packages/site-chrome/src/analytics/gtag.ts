/** The page's command queue, which the tag container reads when it arrives. */
export type DataLayer = unknown[]

/** `gtag(command, ...arguments)`: queues a command for the container. */
export type Gtag = (command: string, ...args: unknown[]) => void

export interface AnalyticsWindow {
  dataLayer?: DataLayer
  gtag?: Gtag
}

/**
 * The page's `dataLayer` and `gtag`, created if the page has none yet. The
 * container reads only `arguments` objects off the queue and silently skips
 * arrays, so `gtag` must be a plain function that queues its `arguments`.
 */
export function installGtag(view: AnalyticsWindow): Gtag {
  // Typed lookups: an element with the id `dataLayer` or `gtag` stands in for
  // a global the page has not defined yet; an own property set here wins over it.
  if (!Array.isArray(view.dataLayer)) view.dataLayer = []
  const dataLayer = view.dataLayer
  if (typeof view.gtag !== 'function') {
    view.gtag = function gtag(_command: string, ..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: the container ignores anything but an arguments object
      dataLayer.push(arguments)
    }
  }
  return view.gtag
}
