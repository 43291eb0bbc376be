import { allowedUrl } from '@jc/widget-kit'
import { largeVersionOf } from './large-version.ts'
import type { LightboxItem } from './lightbox-item.ts'

/**
 * What marks an image for the lightbox: `data-lightbox` on a link or an
 * image (its value names the set), or fancyBox's legacy markup, a link with
 * `rel` or `data-fancybox-group` (or the `fancybox` class) around an image.
 */
const candidates =
  'a[data-lightbox], img[data-lightbox], a.fancybox, a[data-fancybox-group], a[rel]'

// Link types a `rel` carries for other reasons; fancyBox ignored them too.
const linkTypes = new Set([
  'nofollow',
  'noopener',
  'noreferrer',
  'external',
  'alternate',
  'author',
  'bookmark',
  'help',
  'license',
  'tag',
])

function relGroup(element: Element): string | undefined {
  const tokens = (element.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((token) => token !== '' && !linkTypes.has(token.toLowerCase()))
  return tokens.length > 0 ? tokens.join(' ') : undefined
}

function isMarked(element: Element): boolean {
  if (element.hasAttribute('data-lightbox')) return true
  if (element.querySelector('img') === null) return false
  return (
    element.classList.contains('fancybox') ||
    element.hasAttribute('data-fancybox-group') ||
    relGroup(element) !== undefined
  )
}

/** The set an element belongs to; `undefined` when it stands alone. */
function groupOf(element: Element): string | undefined {
  return (
    element.getAttribute('data-lightbox') ||
    element.getAttribute('data-fancybox-group') ||
    relGroup(element) ||
    undefined
  )
}

function itemOf(element: Element): LightboxItem {
  const image = element instanceof HTMLImageElement ? element : element.querySelector('img')
  // A refused address leaves the thumbnail: the lightbox shows the small image.
  const original =
    (element.tagName === 'A'
      ? allowedUrl(element.getAttribute('href'), '<site-lightbox> href')
      : null) ??
    allowedUrl(image?.getAttribute('src'), '<site-lightbox> src') ??
    ''
  return {
    original,
    large:
      allowedUrl(element.getAttribute('data-large-src'), '<site-lightbox> data-large-src') ||
      largeVersionOf(original),
    caption:
      element.getAttribute('data-caption') ??
      element.getAttribute('data-fancybox-title') ??
      element.getAttribute('title') ??
      image?.getAttribute('title') ??
      '',
    alt: image?.getAttribute('alt') ?? '',
  }
}

/** The marked element a click landed on, if any, inside `root`. */
export function markedTrigger(target: EventTarget | null, root: Element): Element | undefined {
  if (!(target instanceof Element)) return undefined
  let candidate = target.closest(candidates)
  while (candidate && root.contains(candidate)) {
    if (isMarked(candidate)) return candidate
    candidate = candidate.parentElement?.closest(candidates) ?? null
  }
  return undefined
}

export interface LightboxSet {
  readonly items: readonly LightboxItem[]
  /** The marked elements, in the same order: focus returns to one of them. */
  readonly triggers: readonly Element[]
  readonly index: number
}

/** The set a trigger opens: every marked element of its group in `root`, in document order. */
export function lightboxSet(trigger: Element, root: Element): LightboxSet {
  const group = groupOf(trigger)
  const triggers =
    group === undefined
      ? [trigger]
      : Array.from(root.querySelectorAll(candidates)).filter(
          (element) => isMarked(element) && groupOf(element) === group,
        )
  return { items: triggers.map(itemOf), triggers, index: Math.max(0, triggers.indexOf(trigger)) }
}
