import {
  type ElementProps,
  initialMarkup,
  SanitizedNodes,
  sanitizeToFragment,
  warnLanguage,
} from '@jc/widget-kit'
import { type MouseEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react'
import { largeImagesOf } from './large-images.ts'
import type { LightboxOpening } from './lightbox-dialog.tsx'
import { browserLightboxEnvironment, type LightboxEnvironment } from './lightbox-environment.ts'
import { announceLightboxError } from './lightbox-error.ts'
import { markedTrigger, originalOf } from './lightbox-trigger.ts'
import { useLightboxDialog } from './load-lightbox-dialog.ts'
import { markupOf } from './server-markup.ts'
import { makeThumbnailButtons, pressByKey } from './thumbnail-buttons.ts'

export interface SiteLightboxProps extends ElementProps {
  /** The `large-images` attribute as written, checked by `largeImagesOf`. */
  readonly largeImages?: string
  /** The world the lightbox acts on; tests pass their own. */
  readonly environment?: LightboxEnvironment
}

/**
 * Takes over the markup inside `<site-lightbox>` (a gallery, an article) and
 * opens the images marked in it in a modal dialog, one set at a time. Only
 * what a click needs before the viewer arrives is here: the viewer's code,
 * with the sets, the state and the events, comes on demand, when a visitor is
 * about to open an image.
 */
export function SiteLightbox({ container, largeImages, environment }: SiteLightboxProps) {
  const [world] = useState(() => environment ?? browserLightboxEnvironment())
  const [opening, setOpening] = useState<LightboxOpening>()
  // The thumbnail of a click whose viewer has not arrived yet.
  const waiting = useRef<Element>(undefined)
  const { Dialog, load } = useLightboxDialog()
  const warmed = useRef(false)
  // Sanitized once per element: a re-render shows the same nodes, never fresh ones.
  const markup = useMemo(() => {
    const safe = sanitizeToFragment(container ? markupOf(initialMarkup(container)) : '', {
      source: '<site-lightbox>',
    })
    makeThumbnailButtons(safe.fragment)
    return safe
  }, [container])
  useEffect(() => {
    if (container) warnLanguage('site-lightbox', container)
  }, [container])
  // Named once per value the author writes, not at every render.
  const large = useMemo(() => largeImagesOf(largeImages), [largeImages])

  // Without its viewer the lightbox does what the page would do without it:
  // the image opens as a page, so a click never does nothing. Clicks that
  // were waiting together follow the last one, once. The page's scripts hear
  // of it as of any image the viewer could not show.
  const followLink = (error: unknown) => {
    const trigger = waiting.current
    if (!trigger) return
    waiting.current = undefined
    console.warn(
      `<site-lightbox>: the image viewer did not load (${error instanceof Error ? error.message : String(error)}); opening the image itself.`,
    )
    const image = originalOf(trigger)
    if (container) announceLightboxError(container, { src: image, reason: 'viewer' })
    if (image) world.navigate(image)
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A modified click keeps its browser meaning: a new tab, a download.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return
    }
    const trigger = markedTrigger(event.target, event.currentTarget)
    if (!trigger) return
    event.preventDefault()
    // A double click while the viewer is on its way asks for the same image once.
    if (trigger === waiting.current) return
    waiting.current = trigger
    // The viewer opens the set as soon as it is in: at once when it already is.
    setOpening({ trigger, root: event.currentTarget })
    load().then(() => {
      waiting.current = undefined
    }, followLink)
  }

  // On the way to a thumbnail (a pointer over it or down on it, focus), so
  // that the click usually finds the viewer in.
  const warm = (event: SyntheticEvent<HTMLElement>) => {
    if (warmed.current || !markedTrigger(event.target, event.currentTarget)) return
    warmed.current = true
    // A failure is the click's to answer: it asks again.
    load().catch(() => {})
  }

  return (
    <>
      <SanitizedNodes
        nodes={markup}
        className="site-lightbox-content"
        onClick={onClick}
        onKeyDown={pressByKey}
        onPointerOver={warm}
        onPointerDown={warm}
        onFocus={warm}
      />
      {Dialog && container ? (
        <Dialog host={container} opening={opening} largeImages={large} environment={world} />
      ) : null}
    </>
  )
}
