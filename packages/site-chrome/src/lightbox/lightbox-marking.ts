import { allowedUrl } from '@jc/widget-kit'
import type { LargeImages } from './large-images.ts'
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

function itemOf(element: Element, largeImages: LargeImages): LightboxItem {
  const image = imageOf(element)
  const original = originalOf(element)
  return {
    original,
    // An explicit address wins even where the site keeps no copies: it names a file that exists.
    large:
      allowedUrl(element.getAttribute('data-large-src'), '<site-lightbox> data-large-src') ||
      (largeImages === 'derived' && original ? largeVersionOf(original) : original),
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

/**
 * The set a trigger opens: every marked element of its group in `root`, in
 * document order, each with the larger copy `largeImages` says to try first.
 */
export function lightboxSet(
  trigger: Element,
  root: Element,
  largeImages: LargeImages,
): LightboxSet {
  const group = groupOf(trigger)
  const triggers =
    group === undefined
      ? [trigger]
      : Array.from(root.querySelectorAll(markCandidates)).filter(
          (element) => isMarked(element) && groupOf(element) === group,
        )
  return {
    items: triggers.map((element) => itemOf(element, largeImages)),
    triggers,
    index: Math.max(0, triggers.indexOf(trigger)),
  }
}
