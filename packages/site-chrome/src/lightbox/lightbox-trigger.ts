import { allowedUrl } from '@jc/widget-kit'

/**
 * What marks an image for the lightbox: `data-lightbox` on a link or an
 * image (its value names the set), or fancyBox's legacy markup, a link with
 * `rel` or `data-fancybox-group` (or the `fancybox` class) around an image.
 */
export const markCandidates =
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

/** The set a `rel` names, without the link types. */
export function relGroup(element: Element): string | undefined {
  const tokens = (element.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((token) => token !== '' && !linkTypes.has(token.toLowerCase()))
  return tokens.length > 0 ? tokens.join(' ') : undefined
}

/** Whether one of the `markCandidates` is marked for the lightbox. */
export function isMarked(element: Element): boolean {
  if (element.hasAttribute('data-lightbox')) return true
  if (element.querySelector('img') === null) return false
  return (
    element.classList.contains('fancybox') ||
    element.hasAttribute('data-fancybox-group') ||
    relGroup(element) !== undefined
  )
}

/** The marked element a click landed on, if any, inside `root`. */
export function markedTrigger(target: EventTarget | null, root: Element): Element | undefined {
  if (!(target instanceof Element)) return undefined
  let candidate = target.closest(markCandidates)
  while (candidate && root.contains(candidate)) {
    if (isMarked(candidate)) return candidate
    candidate = candidate.parentElement?.closest(markCandidates) ?? null
  }
  return undefined
}

/** The thumbnail: the marked image itself, or the image inside a marked link. */
export function imageOf(element: Element): HTMLImageElement | null {
  return element instanceof HTMLImageElement ? element : element.querySelector('img')
}

/**
 * The address of the image a marked element opens: the link's, else the
 * image's own. A refused address leaves the thumbnail's; none, an empty one.
 */
export function originalOf(element: Element): string {
  return (
    (element.tagName === 'A'
      ? allowedUrl(element.getAttribute('href'), '<site-lightbox> href')
      : null) ??
    allowedUrl(imageOf(element)?.getAttribute('src'), '<site-lightbox> src') ??
    ''
  )
}
