import { browserTimers, pageWindow, queryPage, requestEndEvent, type Timers } from '@jc/widget-kit'
import { holdShape, isForced, isNearViewport, lazyImageSelector, reveal } from './lazy-image.ts'
import { throttle } from './throttle.ts'

/** How far outside the viewport an image starts loading, in CSS pixels. */
export const lazyMarginPx = 200
/** Lazy Load XT's visibility check interval, kept where the fallback polls. */
export const pollThrottleMs = 99
/** JCH Optimize re-ran its loader this long after every completed request. */
export const rescanDelayMs = 50

export interface LazyImagesOptions {
  readonly timers?: Timers
  /** Tests pass a stand-in; null forces the fallback that checks on scroll. */
  readonly intersectionObserver?: typeof IntersectionObserver | null
}

/**
 * Loads `img[data-src]` as it nears the viewport: through an
 * IntersectionObserver with a margin, or, where there is none, by checking on
 * scroll and resize at most every 99 ms. JCH's `data-jchll="true"` images are
 * loaded at once (forced). 50 ms after any widget's request ends the page is
 * scanned again, so markup a widget inserted is covered. Returns a function
 * that stops.
 */
export function startLazyImages(document: Document, options: LazyImagesOptions = {}): () => void {
  const view = pageWindow(document)
  if (!view) return () => {}
  const timers = options.timers ?? browserTimers
  const Observer =
    options.intersectionObserver === undefined
      ? view.IntersectionObserver
      : options.intersectionObserver
  const watched = new WeakSet<HTMLImageElement>()
  const polled = new Set<HTMLImageElement>()

  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer?.unobserve(entry.target)
            reveal(entry.target as HTMLImageElement)
          }
        },
        { rootMargin: `${lazyMarginPx}px` },
      )
    : null

  const check = () => {
    const viewport = {
      width: view.innerWidth,
      height: view.innerHeight,
      margin: lazyMarginPx,
    }
    for (const image of polled) {
      if (!image.isConnected || isNearViewport(image.getBoundingClientRect(), viewport)) {
        polled.delete(image)
        if (image.isConnected) reveal(image)
      }
    }
  }
  const poll = throttle(timers, pollThrottleMs, check)
  const pollEvents = ['scroll', 'resize', 'orientationchange', 'touchmove'] as const

  const scan = () => {
    for (const image of queryPage<HTMLImageElement>(document, lazyImageSelector)) {
      if (watched.has(image)) continue
      watched.add(image)
      holdShape(image)
      if (isForced(image)) reveal(image)
      else if (observer) observer.observe(image)
      else polled.add(image)
    }
    if (!observer) poll.call()
  }

  const rescans = new Set<number>()
  const onRequestEnd = () => {
    const handle = timers.setTimeout(() => {
      rescans.delete(handle)
      scan()
    }, rescanDelayMs)
    rescans.add(handle)
  }

  scan()
  // Heard on the window, to which the end of a request bubbles from the
  // document, whatever the page names `addEventListener`.
  view.addEventListener(requestEndEvent, onRequestEnd)
  if (!observer) {
    for (const type of pollEvents) view.addEventListener(type, poll.call, { passive: true })
  }
  return () => {
    observer?.disconnect()
    poll.cancel()
    for (const handle of rescans) timers.clearTimeout(handle)
    view.removeEventListener(requestEndEvent, onRequestEnd)
    for (const type of pollEvents) view.removeEventListener(type, poll.call)
  }
}
