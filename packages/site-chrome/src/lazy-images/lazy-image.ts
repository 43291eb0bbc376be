import { allowedUrl } from '@jc/widget-kit'
import { allowedSrcset } from './srcset.ts'

/** Images whose real address waits in `data-src` (Lazy Load XT's and JCH Optimize's markup). */
export const lazyImageSelector = 'img[data-src]'
/** The class a loaded image gets; the template's stylesheet fades it in. */
export const loadedClass = 'lazy-loaded'

/**
 * JCH Optimize flags its images `data-jchll="true"` and loads them with Lazy
 * Load XT's forced loading: no visibility check of ours. They are handed to
 * the browser's own lazy loading instead, which still defers those far away.
 */
export const isForced = (image: HTMLImageElement): boolean => image.dataset.jchll === 'true'

/**
 * Gives the image its real address, and each candidate of its `srcset`, if
 * the one address check allows it. Only `src`/`srcset` change, so the
 * image keeps its width and height attributes and its box: nothing moves.
 */
export function reveal(image: HTMLImageElement): void {
  const srcset = allowedSrcset(image.dataset.srcset, 'lazy image data-srcset')
  const src = allowedUrl(image.dataset.src, 'lazy image data-src')
  if (isForced(image)) image.loading = 'lazy'
  if (srcset) image.srcset = srcset
  if (src) image.src = src
  image.removeAttribute('data-src')
  image.removeAttribute('data-srcset')
  image.classList.add(loadedClass)
}

/**
 * Keeps a waiting image in the shape its width and height attributes give
 * it: a placeholder such as a 1×1 pixel would otherwise make it square until
 * the real picture arrives, and the page would jump then.
 */
export function holdShape(image: HTMLImageElement): void {
  const width = Number(image.getAttribute('width'))
  const height = Number(image.getAttribute('height'))
  if (width > 0 && height > 0 && !image.style.aspectRatio) {
    image.style.aspectRatio = `${width} / ${height}`
  }
}

/** The part of the page that counts as visible: the viewport grown by the margin. */
export interface Viewport {
  readonly width: number
  readonly height: number
  readonly margin: number
}

/** Whether a displayed image's box reaches into the viewport; a box of no size is not displayed. */
export function isNearViewport(box: DOMRectReadOnly, viewport: Viewport): boolean {
  if (box.width === 0 && box.height === 0) return false
  return (
    box.bottom >= -viewport.margin &&
    box.top <= viewport.height + viewport.margin &&
    box.right >= -viewport.margin &&
    box.left <= viewport.width + viewport.margin
  )
}
