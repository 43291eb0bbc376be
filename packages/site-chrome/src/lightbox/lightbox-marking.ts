import { allowedUrl } from '@jc/widget-kit'
import { largeVersionOf } from './large-version.ts'
import type { LightboxItem } from './lightbox-item.ts'
import { imageOf, isMarked, markCandidates, originalOf, relGroup } from './lightbox-trigger.ts'

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
  const image = imageOf(element)
  const original = originalOf(element)
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
      : Array.from(root.querySelectorAll(markCandidates)).filter(
          (element) => isMarked(element) && groupOf(element) === group,
        )
  return { items: triggers.map(itemOf), triggers, index: Math.max(0, triggers.indexOf(trigger)) }
}
