/**
 * An image marked by itself, outside a link, is no control: a keyboard could
 * neither reach nor open it, nor focus come back to it when the viewer closes.
 * It becomes a button named by its `alt`, which Tab reaches and Enter and
 * Space press (`pressByKey`). One inside a link is left to the link: a
 * control inside a control would be two stops for one thing.
 */
const lone = 'img[data-lightbox]:not(a[href] img, [tabindex])'

export function makeThumbnailButtons(content: ParentNode): void {
  for (const image of content.querySelectorAll(lone)) {
    image.setAttribute('tabindex', '0')
    image.setAttribute('role', 'button')
  }
}

/** Enter or Space on an image made a button clicks it, as on a button; the click opens it. */
export function pressByKey(event: Pick<KeyboardEvent, 'key' | 'target' | 'preventDefault'>): void {
  const { target } = event
  if ((event.key !== 'Enter' && event.key !== ' ') || !(target instanceof HTMLImageElement)) return
  if (target.getAttribute('role') !== 'button') return
  event.preventDefault()
  target.click()
}
