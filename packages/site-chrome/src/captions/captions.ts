import { queryPage } from '@jc/widget-kit'
import { captionText } from './caption-text.ts'

/** Images the template gives a caption effect. */
export const captionImageSelector = 'img.caption-effect, img.circle-effect'
/** The class of the figure built around such an image. */
export const captionFigureClass = 'image-caption'
/** The width a circle-effect image without one gets, as the template always gave it. */
export const circleDefaultWidth = 500

const effectClass = /^(caption|circle)-effect$|^effect-/

/**
 * Wraps every image with a caption effect in a figure whose caption comes
 * from the image's title, `Title::Description`; the figure carries the
 * image's effect classes so the stylesheet can animate it. The caption is
 * laid into the room the template kept for it, so the text after the image
 * stays where it is. A circle-effect image without a width gets 500 px.
 * Returns a function that puts the images back as they were.
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
  const widthless = image.matches('.circle-effect:not([width])')
  if (widthless) image.setAttribute('width', String(circleDefaultWidth))
  const restoreWidth = () => {
    if (widthless) image.removeAttribute('width')
  }
  const { title } = image
  const text = captionText(title)
  if (!text || image.closest('figure')) return restoreWidth

  // A linked image moves into the figure with its link.
  const subject = image.matches('a > :only-child') ? (image.parentElement as Element) : image
  const figure = document.createElement('figure')
  figure.classList.add(
    captionFigureClass,
    ...Array.from(image.classList).filter((name) => effectClass.test(name)),
  )
  const caption = document.createElement('figcaption')
  text.forEach((part, index) => {
    if (!part) return
    const span = caption.appendChild(document.createElement('span'))
    span.className = index ? 'caption-description' : 'caption-title'
    span.textContent = part
  })
  // The template keeps room below the image for its caption (under
  // `@media (scripting: enabled)`, keyed on the title, so measured before the
  // title goes): the parent grows by the caption less that room when the
  // figure takes the image's place. The figure keeps that room, and the
  // stylesheet stands the caption on its foot: one that needs more lies over
  // the foot of the picture, one that needs less sits low in it, and nothing
  // after the figure moves. Only the room is fixed, not what the caption
  // needs, so a phone turned gets its caption laid out anew. A room that
  // would not hold even the caption's first line (its title) is none: the
  // template kept no room, and the caption takes its own place below the
  // picture.
  const parent = subject.parentElement as Element
  // Fractional, as the layout is: a rounded height would move the text by its rounding.
  const height = (element: Element) => element.getBoundingClientRect().height
  const before = height(parent)
  // The caption says it now; a tooltip would say it twice.
  image.removeAttribute('title')
  subject.replaceWith(figure)
  figure.append(subject, caption)
  const room = height(caption) + before - height(parent)
  if (room > height(caption.firstChild as Element)) {
    figure.style.paddingBlockEnd = `${room}px`
  }

  return () => {
    figure.replaceWith(subject)
    image.title = title
    restoreWidth()
  }
}
