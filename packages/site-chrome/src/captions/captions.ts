import { queryPage } from '@jc/widget-kit'
import { captionText } from './caption-text.ts'

/** Images the template gives a caption effect. */
export const captionImageSelector = 'img.caption-effect, img.circle-effect'
/** The class of the figure built around such an image. */
export const captionFigureClass = 'image-caption'
/** The width a circle-effect image without one gets, as the template always gave it. */
export const circleDefaultWidth = 500

const isEffectClass = (name: string) =>
  name === 'caption-effect' || name === 'circle-effect' || name.startsWith('effect-')

/**
 * Wraps every image with a caption effect in a figure whose caption comes
 * from the image's title, `Title::Description`; the figure carries the
 * image's effect classes so the stylesheet can animate it. A circle-effect
 * image without a width gets 500 px. Returns a function that puts the
 * images back as they were.
 */
export function startCaptions(document: Document): () => void {
  const restores = Array.from(
    queryPage<HTMLImageElement>(document, captionImageSelector),
    (image) => captionImage(document, image),
  )
  return () => {
    for (const restore of restores) restore()
  }
}

function captionImage(document: Document, image: HTMLImageElement): () => void {
  const hadWidth = image.hasAttribute('width')
  if (image.classList.contains('circle-effect') && !hadWidth) {
    image.setAttribute('width', String(circleDefaultWidth))
  }
  const restoreWidth = () => {
    if (!hadWidth) image.removeAttribute('width')
  }
  const text = captionText(image.getAttribute('title'))
  if (!text || image.closest('figure')) return restoreWidth

  // A linked image moves into the figure with its link.
  const link = image.parentElement
  const subject = link instanceof HTMLAnchorElement && link.children.length === 1 ? link : image
  const figure = document.createElement('figure')
  figure.classList.add(captionFigureClass, ...Array.from(image.classList).filter(isEffectClass))
  const caption = document.createElement('figcaption')
  for (const [className, part] of [
    ['caption-title', text.title],
    ['caption-description', text.description],
  ] as const) {
    if (!part) continue
    const span = caption.appendChild(document.createElement('span'))
    span.className = className
    span.textContent = part
  }
  const title = image.getAttribute('title') ?? ''
  // The caption says it now; a tooltip would say it twice.
  image.removeAttribute('title')
  subject.replaceWith(figure)
  figure.append(subject, caption)

  return () => {
    figure.replaceWith(subject)
    image.setAttribute('title', title)
    restoreWidth()
  }
}
